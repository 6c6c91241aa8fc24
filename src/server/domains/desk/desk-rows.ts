import { asc, eq, inArray, type SQL } from 'drizzle-orm'
import {
  NO_SHOW_GRACE_MINUTES,
  type DeskBooking,
  type DeskFlags,
} from '../../../shared/contract/desk-bookings'
import type { Language } from '../../../shared/domain/languages'
import { instantOf } from '../../../shared/domain/zonedTime'
import {
  bookings,
  bookingUnits,
  deposits,
  gear,
  pickupLocations,
  units,
  users,
} from '../../db/schema'
import { depositMissing } from '../deposits'
import type { BookingRow, Db, Tx } from './context'

type Reader = Pick<Db | Tx, 'select'>

/** Bookings that still happen: cancelled and refunded ones are not at the desk's lists. */
export const LIVE_BOOKINGS = inArray(bookings.status, ['confirmed', 'completed'])

const deskColumns = {
  booking: bookings,
  deposit: deposits,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  timeZone: pickupLocations.timeZone,
  locationType: pickupLocations.type,
}

/** Bookings with their traveller and location, for the desk's lists. */
export function deskQuery(db: Reader) {
  return db
    .select(deskColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(pickupLocations, eq(pickupLocations.code, bookings.pickupLocationCode))
    .innerJoin(deposits, eq(deposits.bookingId, bookings.id))
}

export type DeskRow = {
  booking: BookingRow
  deposit: typeof deposits.$inferSelect
  firstName: string
  lastName: string
  email: string
  timeZone: string
  locationType: 'collection' | 'delivery'
}

const momentOf = ({ date, time, timeZone }: { date: string; time: string; timeZone: string }) =>
  instantOf(date, time, timeZone) ?? Date.parse(`${date}T${time}:00Z`)

/** Nobody came for a confirmed booking: its pickup time plus the grace period has passed. */
export function noShowDue({
  booking: row,
  timeZone,
  now,
}: {
  booking: BookingRow
  timeZone: string
  now: Date
}) {
  const pickupAt = momentOf({ date: row.startDate, time: row.pickupTime, timeZone })
  return (
    row.status === 'confirmed' &&
    !row.handedOutAt &&
    now.getTime() > pickupAt + NO_SHOW_GRACE_MINUTES * 60_000
  )
}

/** What stands out at the desk about a booking (with its deposit), as of `now`. */
export function flagsOf({
  booking: row,
  deposit,
  timeZone,
  now,
}: Pick<DeskRow, 'booking' | 'deposit' | 'timeZone'> & { now: Date }): DeskFlags {
  const live = row.status === 'confirmed' || row.status === 'completed'
  const returnBy = momentOf({ date: row.endDate, time: row.returnTime, timeZone })
  return {
    unpaid: row.status === 'confirmed' && row.paymentStatus === 'unpaid',
    no_show: noShowDue({ booking: row, timeZone, now }),
    late_return: live && !!row.handedOutAt && !row.returnedAt && now.getTime() > returnBy,
    deposit_missing: depositMissing({ deposit, booking: row, now }),
  }
}

/** Rows as the desk shows them; gear named in `language`. */
export async function toDeskBookings(
  db: Reader,
  { rows, language, now }: { rows: DeskRow[]; language: Language; now: Date },
): Promise<DeskBooking[]> {
  const gearIds = [
    ...new Set(rows.flatMap((row) => row.booking.pricing.items.map((i) => i.gear_id))),
  ]
  const gearRows =
    gearIds.length === 0
      ? []
      : await db
          .select({ id: gear.id, code: gear.code, names: gear.names, category: gear.category })
          .from(gear)
          .where(inArray(gear.id, gearIds))
  const gearById = new Map(gearRows.map((row) => [row.id, row]))
  const tagsByBooking = await unitTagsOf(
    db,
    rows.map((row) => row.booking.id),
  )
  return rows.map(({ booking, deposit, firstName, lastName, email, timeZone, locationType }) => {
    const items = booking.pricing.items.map((item) => {
      const found = gearById.get(item.gear_id)
      return {
        gear_id: item.gear_id,
        gear_code: found?.code ?? '',
        name: found?.names[language] ?? item.gear_id,
        category: found?.category ?? '',
        quantity: item.quantity,
        deposit: item.deposit,
      }
    })
    return {
      id: booking.id,
      reference: booking.reference,
      status: booking.status,
      payment_status: booking.paymentStatus,
      paid: booking.paymentStatus === 'paid',
      pickup_location_code: booking.pickupLocationCode,
      location_type: locationType,
      delivery_address: booking.deliveryAddress,
      time_zone: timeZone,
      start_date: booking.startDate,
      end_date: booking.endDate,
      pickup_time: booking.pickupTime,
      return_time: booking.returnTime,
      traveller: { first_name: firstName, last_name: lastName, email, phone: booking.phone },
      inbound_flight: booking.inboundFlight,
      outbound_flight: booking.outboundFlight,
      notes: booking.notes,
      items,
      unit_count: items.reduce((sum, item) => sum + item.quantity, 0),
      total: booking.totalCents,
      currency: booking.currency,
      handed_out_at: booking.handedOutAt?.toISOString() ?? null,
      returned_at: booking.returnedAt?.toISOString() ?? null,
      unit_tags: tagsByBooking.get(booking.id) ?? [],
      deposit_status: deposit.status,
      deposit_dispute_until: deposit.disputeUntil?.toISOString() ?? null,
      flags: flagsOf({ booking, deposit, timeZone, now }),
    }
  })
}

/** The asset tags of the units handed over with each booking, in tag order. */
async function unitTagsOf(db: Reader, bookingIds: string[]): Promise<Map<string, string[]>> {
  const tags = new Map<string, string[]>()
  if (bookingIds.length === 0) return tags
  const handed = await db
    .select({ bookingId: bookingUnits.bookingId, assetTag: units.assetTag })
    .from(bookingUnits)
    .innerJoin(units, eq(units.id, bookingUnits.unitId))
    .where(inArray(bookingUnits.bookingId, bookingIds))
    .orderBy(asc(units.assetTag))
  for (const { bookingId, assetTag } of handed) {
    tags.set(bookingId, [...(tags.get(bookingId) ?? []), assetTag])
  }
  return tags
}

/** The desk rows matching `where`, in `order`. */
export async function deskBookings(
  db: Reader,
  {
    where,
    order = [],
    language,
    now,
  }: { where: SQL | undefined; order?: SQL[]; language: Language; now: Date },
) {
  const rows = await deskQuery(db)
    .where(where)
    .orderBy(...order)
  return toDeskBookings(db, { rows, language, now })
}
