import { wallClockAt } from '../../../shared/domain/zonedTime'
import { AppError, notFound } from '../../errors'
import { pickupLocations } from '../../db/schema'
import { eq } from 'drizzle-orm'
import type { InventoryContext, Reader } from './context'

/** The pickup location and today's date on its clock; 404 for an unknown location. */
export async function locationToday(db: Reader, { code, now }: { code: string; now: Date }) {
  const [location] = await db
    .select({ code: pickupLocations.code, timeZone: pickupLocations.timeZone })
    .from(pickupLocations)
    .where(eq(pickupLocations.code, code))
  if (!location) throw notFound(`Pickup location ${code} was not found`)
  return { ...location, today: wallClockAt(now.getTime(), location.timeZone).date }
}

/** The moment of the request and today's date on the location's clock (404 for an unknown one). */
export async function nowAt(ctx: { db: Reader; now: () => Date }, code: string) {
  const now = ctx.now()
  const { today } = await locationToday(ctx.db, { code, now })
  return { now, today }
}

/**
 * 409 ZONE_HAS_NO_UNITS for a delivery zone: it delivers the units of the location it is served
 * from, and availability would never count units of its own.
 */
export async function refuseDeliveryZone(ctx: InventoryContext, locationCode: string) {
  const stockLocation = await ctx.catalogue.stockLocationOf({ code: locationCode })
  if (stockLocation === locationCode) return
  throw new AppError(
    409,
    'ZONE_HAS_NO_UNITS',
    `${locationCode} delivers the units of ${stockLocation}: add units there.`,
  )
}
