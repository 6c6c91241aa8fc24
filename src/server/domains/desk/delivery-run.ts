import { and, eq } from 'drizzle-orm'
import type { DeskBooking, DeskRun, RunStop } from '../../../shared/contract/desk-bookings'
import { compareRunStops, deliverySlot } from '../../../shared/domain/delivery'
import type { Language } from '../../../shared/domain/languages'
import { bookings, pickupLocations } from '../../db/schema'
import type { DeskContext } from './context'
import { LIVE_BOOKINGS, deskBookings, type DeskRowContext } from './desk-rows'
import { locationDay, type DeskDayArgs } from './location'

/**
 * Deliveries and collections (docs/desk.md, Deliveries): the bookings of the delivery zones a
 * location's stock serves, beside its pickups and returns, in the order a driver takes them:
 * by window, then postal code, then reference (compareRunStops).
 */

type Kind = RunStop['kind']

const timeOf = (kind: Kind, booking: DeskBooking) =>
  kind === 'delivery' ? booking.pickup_time : booking.return_time

const runOrder = (kind: Kind) => (a: DeskBooking, b: DeskBooking) =>
  compareRunStops(stopKey(kind, a), stopKey(kind, b))

const stopKey = (kind: Kind, booking: DeskBooking) => ({
  time: timeOf(kind, booking),
  postal_code: booking.delivery_address?.postal_code ?? '',
  reference: booking.reference,
})

/** The live bookings of zones served from `stockLocation` starting (or ending) on `date`, in run order. */
export async function zoneBookingsOn(
  ctx: DeskRowContext,
  args: { stockLocation: string; date: string; language: Language; now: Date },
) {
  const list = async (kind: Kind) => {
    const day = kind === 'delivery' ? bookings.startDate : bookings.endDate
    const rows = await deskBookings(ctx, {
      where: and(
        eq(pickupLocations.servedFrom, args.stockLocation),
        eq(day, args.date),
        LIVE_BOOKINGS,
      ),
      language: args.language,
      now: args.now,
    })
    return rows.sort(runOrder(kind))
  }
  const [deliveries, collections] = await Promise.all([list('delivery'), list('collection')])
  return { deliveries, collections }
}

/** A driver's day from a location: every delivery and collection as a stop, in run order. */
export async function deliveryRun(ctx: DeskContext, args: DeskDayArgs): Promise<DeskRun> {
  const { now, location, date } = await locationDay(ctx, args)
  const { deliveries, collections } = await zoneBookingsOn(ctx, {
    stockLocation: location.code,
    date,
    language: args.language,
    now,
  })
  const stopsOf = (kind: Kind, list: DeskBooking[]): RunStop[] =>
    list.map((booking) => ({ kind, window: deliverySlot(timeOf(kind, booking)), booking }))
  const stops = [...stopsOf('delivery', deliveries), ...stopsOf('collection', collections)].sort(
    (a, b) => compareRunStops(stopKey(a.kind, a.booking), stopKey(b.kind, b.booking)),
  )
  return { location_code: location.code, time_zone: location.timeZone, date, stops }
}
