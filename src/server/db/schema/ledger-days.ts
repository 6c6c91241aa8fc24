import { sql } from 'drizzle-orm'
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { cents, centsSum } from './columns'

/**
 * The ledger's figures kept per day, so a day's or a month's Money screen reads a row instead of
 * adding up its bookings (docs/money.md, The ledger). Kept by triggers (migration 0040) in the
 * transactions that write the money records, change a booking's state or deposit, or its
 * `booking_money` sums: each one refreshes the booking (`ledger_refresh`), taking its old figures
 * away from the days and months it had lines in and adding its new ones. `ledger_rebuild()`
 * recomputes all of them from the records (`ledger_booking_lines`, `ledger_booking_checks`).
 * No foreign key: a booking that goes is refreshed to nothing by its triggers.
 */

/** Each booking with ledger lines: its figures as the ledger's totals add them up. */
export const ledgerChecks = pgTable(
  'ledger_checks',
  {
    bookingId: uuid('booking_id').primaryKey(),
    rentalKeptCents: cents('rental_kept_cents'),
    invoicedCents: cents('invoiced_cents'),
    depositTakenCents: cents('deposit_taken_cents'),
    claimedCents: cents('claimed_cents'),
    releasedCents: cents('released_cents'),
    heldCents: cents('held_cents'),
    correctionsTakenCents: cents('corrections_taken_cents'),
    correctionsRefundedCents: cents('corrections_refunded_cents'),
    rentalFails: boolean('rental_fails').notNull().default(false),
    depositFails: boolean('deposit_fails').notNull().default(false),
    correctionsFail: boolean('corrections_fail').notNull().default(false),
    moneyFails: boolean('money_fails').notNull().default(false),
    /** The money check finds it (`MONEY_MISMATCH_CONDITION`). */
    mismatched: boolean('mismatched').notNull().default(false),
    /** Listed among the lines that do not reconcile. */
    listed: boolean('listed').notNull().default(false),
    /** Delivered (it has a delivery address), not collected at the desk. */
    delivered: boolean('delivered').notNull().default(false),
  },
  (table) => [
    index('ledger_checks_listed_idx')
      .on(table.bookingId)
      .where(sql`${table.listed}`),
  ],
)

/** Which bookings have ledger lines on each day of their location's clock, and how many. */
export const ledgerBookingDays = pgTable(
  'ledger_booking_days',
  {
    locationCode: text('location_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bookingId: uuid('booking_id').notNull(),
    lines: integer('lines').notNull(),
    /**
     * The booking's day with lines before this one, null on its first: the booking's first day
     * in a period is the one whose day before is outside it (a GiST index on the span finds
     * those whose span crosses a period's start, migration 0041).
     */
    previousDay: date('previous_day', { mode: 'string' }),
  },
  (table) => [
    primaryKey({ columns: [table.locationCode, table.day, table.bookingId] }),
    index('ledger_booking_days_booking_idx').on(table.bookingId),
  ],
)

const totals = {
  locationCode: text('location_code').notNull(),
  bookings: integer('bookings').notNull().default(0),
  lines: integer('lines').notNull().default(0),
  rentalKeptCents: centsSum('rental_kept_cents'),
  invoicedCents: centsSum('invoiced_cents'),
  depositTakenCents: centsSum('deposit_taken_cents'),
  claimedCents: centsSum('claimed_cents'),
  releasedCents: centsSum('released_cents'),
  heldCents: centsSum('held_cents'),
  correctionsTakenCents: centsSum('corrections_taken_cents'),
  correctionsRefundedCents: centsSum('corrections_refunded_cents'),
}

/** Per location and day: the figures of the bookings with a line that day, each once. */
export const ledgerDayTotals = pgTable(
  'ledger_day_totals',
  { ...totals, day: date('day', { mode: 'string' }).notNull() },
  (table) => [primaryKey({ columns: [table.locationCode, table.day] })],
)

/** Per location and month (its first day): the figures of its bookings with a line, each once. */
export const ledgerMonthTotals = pgTable(
  'ledger_month_totals',
  { ...totals, month: date('month', { mode: 'string' }).notNull() },
  (table) => [primaryKey({ columns: [table.locationCode, table.month] })],
)

/**
 * Per location and day: the figures of the bookings whose first ledger line ever is that day (a
 * period's bookings are those of its days here, and those whose lines' span crosses its start).
 */
export const ledgerFirstDayTotals = pgTable(
  'ledger_first_day_totals',
  {
    locationCode: text('location_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    bookings: integer('bookings').notNull().default(0),
    rentalKeptCents: centsSum('rental_kept_cents'),
    deliveredBookings: integer('delivered_bookings').notNull().default(0),
    deliveredRentalKeptCents: centsSum('delivered_rental_kept_cents'),
    depositTakenCents: centsSum('deposit_taken_cents'),
    claimedCents: centsSum('claimed_cents'),
    releasedCents: centsSum('released_cents'),
    heldCents: centsSum('held_cents'),
  },
  (table) => [primaryKey({ columns: [table.locationCode, table.day] })],
)

/**
 * Each booking with ledger lines: the rental it keeps shared among its items by their rental
 * subtotals (by units when those are nought), in whole cents adding up to the booking's.
 */
export const ledgerItemShares = pgTable(
  'ledger_item_shares',
  {
    bookingId: uuid('booking_id').notNull(),
    gearId: uuid('gear_id').notNull(),
    /** Not rounded: the report rounds the sum of the shares, as it always did. */
    cents: numeric('cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookingId, table.gearId] })],
)

/** Per location, day and item: the items' shares of the bookings whose first line ever is that day. */
export const ledgerFirstItemTotals = pgTable(
  'ledger_first_item_totals',
  {
    locationCode: text('location_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    gearId: uuid('gear_id').notNull(),
    /** The bookings with a share of the item (a share may be nought). */
    bookings: integer('bookings').notNull().default(0),
    cents: numeric('cents').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationCode, table.day, table.gearId] })],
)
