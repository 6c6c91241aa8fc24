import type { HandoverOptions } from '../../../../shared/contract/desk-handover'
import { occupiedDays } from '../../../../shared/domain/rentalPeriod'
import { bookings } from '../../../db/schema'
import { notFound } from '../../../errors'
import type { DeskContext } from '../context'
import { freeUnits } from './booking-units'
import { itemsOf } from './rules'
import { eq } from 'drizzle-orm'

/** Per item of a booking, the units free over its days, the first `quantity` suggested. */
export async function handoverOptions(
  ctx: DeskContext,
  { bookingId }: { bookingId: string },
): Promise<HandoverOptions> {
  const [booking] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId))
  if (!booking) throw notFound('Booking not found')
  const items = itemsOf(booking)
  const { from, until } = occupiedDays(booking.startDate, booking.endDate)
  const free = await freeUnits(ctx.db, {
    // A delivery goes out with the units of the location its zone is served from.
    locationCode: await ctx.catalogue.stockLocationOf({ code: booking.pickupLocationCode }),
    gearIds: [...items.keys()],
    from,
    until,
  })
  return {
    items: [...items].map(([gearId, quantity]) => {
      const units = free.filter((unit) => unit.gearId === gearId)
      return {
        gear_id: gearId,
        quantity,
        suggested: units.slice(0, quantity).map((unit) => unit.id),
        free_units: units.map((unit) => ({
          unit_id: unit.id,
          asset_tag: unit.assetTag,
          condition_note: unit.conditionNote || null,
        })),
      }
    }),
  }
}
