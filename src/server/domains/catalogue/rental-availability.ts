import { findAvailability, type GearAvailability } from './availability'
import { cachedAvailability } from './availability-cache'
import type { CatalogueContext, Reader } from './context'
import { stockLocationCode } from './delivery-zones'

export interface RentalAvailabilityQuery {
  tx?: Reader
  locationCode: string
  /** The rental's pickup and return dates; a same-day rental counts its day. */
  startDate: string
  endDate: string
  /** Only these gear items; all gear stocked at the location when omitted. */
  gearIds?: readonly string[]
}

/**
 * Units free for a whole period, by gear id, a delivery zone counting its stocked location's
 * units. Read inside a transaction: counted live, as its stock lock sees it. Read alone: may be
 * a kept answer (see availability-cache), which decides nothing.
 */
export async function rentalAvailability(
  ctx: CatalogueContext,
  { tx, locationCode, ...query }: RentalAvailabilityQuery,
): Promise<Map<string, GearAvailability>> {
  const stock = { ...query, locationCode: await stockLocationCode(ctx, { tx, code: locationCode }) }
  return tx && tx !== ctx.db
    ? findAvailability(tx, { ...stock, now: ctx.now() })
    : cachedAvailability(ctx.db, { ...stock, now: ctx.now() })
}
