import { eq, inArray, type SQL } from 'drizzle-orm'
import type { DeskBooking } from '../../../shared/contract/desk-bookings'
import type { Language } from '../../../shared/domain/languages'
import { bookings, deposits, gear, pickupLocations, users } from '../../db/schema'
import type { OperatingHours } from '../../../shared/domain/operatingHours'
import type { BookingRow, DeskContext } from './context'
import { bookingFlightView } from '../bookings'
import { flagsOf } from './desk-flags'
import { familyCallsOf } from './family-call-rows'
import { noShowFrom } from './no-show-time'
import { unitTagsOf } from './handover/booking-units'

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
  operatingHours: pickupLocations.operatingHours,
  closedDays: pickupLocations.closedDays,
}

/** Bookings with their traveller and location, for the desk's lists. */
export function deskQuery(db: DeskContext['db']) {
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
  operatingHours: OperatingHours
  closedDays: string[]
}

/** What turning rows into the desk's view needs: the database and the no-show grace period. */
export type DeskRowContext = Pick<DeskContext, 'db' | 'noShowGraceMinutes'>

/** Rows as the desk shows them; gear named in `language`. */
export async function toDeskBookings(
  ctx: DeskRowContext,
  { rows, language, now }: { rows: DeskRow[]; language: Language; now: Date },
): Promise<DeskBooking[]> {
  const { db } = ctx
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
  const bookingIds = rows.map((row) => row.booking.id)
  const tagsByBooking = await unitTagsOf(db, bookingIds)
  const callsByBooking = await familyCallsOf(db, bookingIds)
  return rows.map((row) => {
    const { booking, deposit, firstName, lastName, email, timeZone, locationType } = row
    const location = { ...row, type: locationType }
    const noShowAt = noShowFrom({ booking, location, graceMinutes: ctx.noShowGraceMinutes })
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
      ...bookingFlightView(booking, timeZone),
      no_show_from: noShowAt?.toISOString() ?? null,
      family_calls: callsByBooking.get(booking.id) ?? [],
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
      flags: flagsOf({ booking, deposit, timeZone, now, noShowFrom: noShowAt }),
    }
  })
}

/** The desk rows matching `where`, in `order`. */
export async function deskBookings(
  ctx: DeskRowContext,
  {
    where,
    order = [],
    language,
    now,
  }: { where: SQL | undefined; order?: SQL[]; language: Language; now: Date },
) {
  const rows = await deskQuery(ctx.db)
    .where(where)
    .orderBy(...order)
  return toDeskBookings(ctx, { rows, language, now })
}
