import { pgTable, uuid } from 'drizzle-orm/pg-core'
import { bookings } from './bookings'
import { cents } from './columns'

/**
 * Each booking's money records added up, one row per booking that has any: what the money
 * check (docs/money.md, The invariant) and the ledger read instead of adding up the records
 * themselves. Kept by triggers on the money tables (migration 0031), in the transactions that
 * write the records, as each record's contribution (`booking_money_of_*`) added when it is
 * written and taken away when it changes; `booking_money_recomputed()` adds up the same
 * contributions from the records, for the backfill and to check the kept sums.
 */
export const bookingMoney = pgTable('booking_money', {
  bookingId: uuid('booking_id')
    .primaryKey()
    .references(() => bookings.id, { onDelete: 'cascade' }),
  /** Received by its paid payments. */
  paidCents: cents('paid_cents'),
  /** Received by its paid payments it does not keep (corrections, refunded in full). */
  correctionsTakenCents: cents('corrections_taken_cents'),
  /** Captured (or being captured) of its deposit holds. */
  capturedCents: cents('captured_cents'),
  /** Given back or on its way back: its refunds not failed. */
  refundedCents: cents('refunded_cents'),
  /** Of `refunded_cents`, refunded by staff. */
  staffRefundedCents: cents('staff_refunded_cents'),
  /** Of `refunded_cents`, the corrections refunded. */
  correctionsRefundedCents: cents('corrections_refunded_cents'),
  /** Its refunds of a charged deposit, not failed. */
  depositRefunds: cents('deposit_refunds'),
  /** Its deposit holds placed at the provider, not declined. */
  depositHoldsPlaced: cents('deposit_holds_placed'),
  /** What the cancellation rules kept of its reductions. */
  retainedCents: cents('retained_cents'),
  /** The difference of its change still awaiting payment. */
  owedCents: cents('owed_cents'),
  /** Its invoices' totals (corrective ones negative). */
  invoicedCents: cents('invoiced_cents'),
  /** Its damage receipts' totals. */
  receiptedCents: cents('receipted_cents'),
})
