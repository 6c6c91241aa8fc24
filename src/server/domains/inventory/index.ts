import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createInventoryService, type InventoryService } from './service'

export type { InventoryService, UnitTarget } from './service'

/**
 * Units of stock as `app.inventory`: asset-tagged units per item and location, periods out of
 * service, the turnaround per category, and the desk's per-day view of them.
 */
export const inventoryPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'inventory',
      createInventoryService({
        db: app.db,
        catalogue: app.catalogue,
        audit: app.audit,
        now: () => app.clock.now(),
      }),
    )
  },
  { name: 'inventory', dependencies: ['database', 'clock', 'catalogue', 'audit'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    inventory: InventoryService
  }
}
