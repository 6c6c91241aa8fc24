import { boolean, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { cents, centsSum } from './columns'

/**
 * The figures of the bookings by their pickup day, kept so that the `lead-time` and `outcomes`
 * reports read a row per day and kind instead of every booking picked up in their period
 * (docs/money.md, Reports). Kept by triggers (migration 0044) in the transactions that write a
 * booking, its deposit or its `booking_money` sums: each one refreshes the booking
 * (`report_pickups_refresh`), taking its old figures away from its day and adding its new ones.
 * `report_pickups_rebuild()` recomputes all of them from the bookings
 * (`report_booking_pickups`). No foreign key: a booking that goes is refreshed to nothing.
 */
const pickup = {
  locationCode: text('location_code').notNull(),
  /** The pickup day (the booking's start date). */
  day: date('day', { mode: 'string' }).notNull(),
  /** What became of it (`BOOKING_OUTCOMES`). */
  outcome: text('outcome').notNull(),
  /** Not paid in time (its cancellation's reason): `lead-time` leaves these out. */
  expiredUnpaid: boolean('expired_unpaid').notNull(),
  /**
   * Days between the day it was made (on the location's clock) and its pickup day, kept from -1
   * (any day before) to 60 (any day from then on): the lead-time bands' bounds lie inside.
   */
  leadDays: integer('lead_days').notNull(),
}

/** Each booking at a location: its pickup figures, and its money (with a deposit record). */
export const reportPickups = pgTable('report_pickups', {
  bookingId: uuid('booking_id').primaryKey(),
  ...pickup,
  /** It has a deposit record, so its money is read (`bookingMoneySql`'s bookings). */
  priced: boolean('priced').notNull(),
  rentalKeptCents: cents('rental_kept_cents'),
  refundedCents: cents('refunded_cents'),
})

/** Per location, pickup day, outcome and lead days: its bookings' count and money. */
export const reportPickupTotals = pgTable(
  'report_pickup_totals',
  {
    ...pickup,
    bookings: integer('bookings').notNull().default(0),
    /** Those with a deposit record, whose money the figures below add up. */
    pricedBookings: integer('priced_bookings').notNull().default(0),
    rentalKeptCents: centsSum('rental_kept_cents'),
    refundedCents: centsSum('refunded_cents'),
  },
  (table) => [
    primaryKey({
      name: 'report_pickup_totals_pk',
      columns: [table.locationCode, table.day, table.outcome, table.expiredUnpaid, table.leadDays],
    }),
  ],
)
