import { createInventoryService, type InventoryService } from './service'
import { domainPlugin } from '../../plugins/domain-plugin'

export type { InventoryService, UnitTarget } from './service'
// For the seeds, which run without a server.
export { recountStock } from './units'
export { refreshSafetyHold } from './safety-hold'

/**
 * Units of stock as `app.inventory`: asset-tagged units per item and location, periods out of
 * service, the turnaround per category, and the desk's per-day view of them.
 */
export const inventoryPlugin = domainPlugin(
  'inventory',
  ['database', 'clock', 'catalogue', 'audit'],
  (app) =>
    createInventoryService({
      db: app.db,
      catalogue: app.catalogue,
      audit: app.audit,
      now: () => app.clock.now(),
      freedHandlers: [],
    }),
)

declare module 'fastify' {
  interface FastifyInstance {
    inventory: InventoryService
  }
}
