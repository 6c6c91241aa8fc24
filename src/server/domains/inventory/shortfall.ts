import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { ShortBooking } from '../../../shared/contract/desk'
import { addDays, daysBetween } from '../../../shared/domain/calendar'
import { bookings, inventory, reservations } from '../../db/schema'
import type { Tx } from './context'

/** A change that takes one unit of an item away over [from, until) (until null: for good). */
export interface UnitsRemoved {
  gearId: string
  locationCode: string
  from: string
  until: string | null
  /** Out-of-service periods the change ends itself (retiring a unit ends its own). */
  ignoreReservationIds?: readonly string[]
}

interface Kept {
  id: string
  kind: 'rental' | 'out_of_service'
  startDate: string
  endDate: string | null
  quantity: number
  bookingId: string | null
  reference: string | null
}

/**
 * The bookings and unexpired holds that would be left without a unit if one unit of the item
 * went away over the period: on each day, units in service (stock, less units out of service
 * that day, less the one removed) against units kept by rentals. Read under the item's stock
 * lock. Each short rental is listed once with the most units it would lack on one day.
 */
export async function findShortRentals(
  tx: Tx,
  { change, now }: { change: UnitsRemoved; now: Date },
): Promise<{ short: ShortBooking[]; bookingIds: string[] }> {
  const [stockRow] = await tx
    .select({ stock: inventory.stock })
    .from(inventory)
    .where(
      and(eq(inventory.gearId, change.gearId), eq(inventory.locationCode, change.locationCode)),
    )
  const stock = stockRow?.stock ?? 0
  const kept = await keptOverPeriod(tx, { change, now })
  const rentals = kept.filter((row) => row.kind === 'rental')
  if (rentals.length === 0) return { short: [], bookingIds: [] }

  const last =
    change.until ??
    rentals
      .map((row) => row.endDate!)
      .sort()
      .at(-1)!
  const days = Math.max(daysBetween(change.from, last), 0)
  const shortOn = new Int32Array(days)
  for (let day = 0; day < days; day++) {
    const date = addDays(change.from, day)
    const on = (row: Kept) => row.startDate <= date && (row.endDate === null || date < row.endDate)
    const out = kept.filter((row) => row.kind === 'out_of_service' && on(row)).length
    const committed = rentals.filter(on).reduce((sum, row) => sum + row.quantity, 0)
    shortOn[day] = Math.max(committed - (stock - out - 1), 0)
  }
  const short: ShortBooking[] = []
  const bookingIds: string[] = []
  for (const row of rentals) {
    const first = Math.max(daysBetween(change.from, row.startDate), 0)
    const end = Math.min(daysBetween(change.from, row.endDate!), days)
    let lacking = 0
    for (let day = first; day < end; day++) lacking = Math.max(lacking, shortOn[day]!)
    if (lacking === 0) continue
    short.push({
      kind: row.bookingId ? 'booking' : 'hold',
      reference: row.reference,
      start_date: row.startDate,
      end_date: row.endDate!,
      units_short: Math.min(lacking, row.quantity),
    })
    if (row.bookingId) bookingIds.push(row.bookingId)
  }
  short.sort((a, b) => a.start_date.localeCompare(b.start_date))
  return { short, bookingIds }
}

/** Reservations of the item still keeping units on a day of the change's period. */
async function keptOverPeriod(
  tx: Tx,
  { change, now }: { change: UnitsRemoved; now: Date },
): Promise<Kept[]> {
  const rows = await tx
    .select({
      id: reservations.id,
      kind: reservations.kind,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      quantity: reservations.quantity,
      bookingId: reservations.bookingId,
      reference: bookings.reference,
    })
    .from(reservations)
    .leftJoin(bookings, eq(bookings.id, reservations.bookingId))
    .where(
      and(
        eq(reservations.gearId, change.gearId),
        eq(reservations.locationCode, change.locationCode),
        inArray(reservations.status, ['held', 'confirmed']),
        or(
          eq(reservations.status, 'confirmed'),
          sql`${reservations.expiresAt} > ${now.toISOString()}::timestamptz`,
        ),
        sql`daterange(${reservations.startDate}, ${reservations.endDate}) && daterange(${change.from}::date, ${change.until}::date)`,
      ),
    )
  const ignored = new Set(change.ignoreReservationIds ?? [])
  return rows.filter((row) => !ignored.has(row.id))
}
