import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { ownerBookingId } from './bookings'
import { bookingVersions } from './booking-versions'
import { invoices } from './invoices'
import { createdAt, generatedId, instant, sqlList, updatedAt } from './columns'

// Payments: attempts to take a booking's payment, refunds, and the provider events handled.

export const PAYMENT_ATTEMPT_STATUSES = ['opening', 'open', 'closing', 'expired', 'paid'] as const

/**
 * One attempt to take a booking's payment: a hosted checkout at the provider. An attempt is
 * recorded ('opening') before the provider is asked, so its id is the provider call's
 * idempotency key; a booking has at most one live attempt ('opening' or 'open') at a time.
 * 'closing': no longer accepted (expired by our clock, or its booking ended), the provider is
 * still to say whether it was paid. 'paid': the provider took the money; whether the booking
 * keeps it (at most one kept payment per booking) or it is refunded in full shows in `kept`.
 */
export const payments = pgTable(
  'payments',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('opening'),
    /** What the booking asked for. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** What the provider took, once paid. */
    receivedCents: integer('received_cents'),
    receivedCurrency: text('received_currency'),
    /** Whether the booking counts this payment as its own (null until paid). */
    kept: boolean('kept'),
    /** The change whose difference this checkout pays; null for the booking's first payment. */
    changeId: uuid('change_id').references(() => bookingVersions.id, { onDelete: 'cascade' }),
    url: text('url'),
    expiresAt: instant('expires_at'),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    // The ledger reads a period's payments, and its bookings from the index alone.
    index('payments_paid_at_idx')
      .on(table.paidAt, table.bookingId)
      .where(sql`${table.status} = 'paid'`),
    uniqueIndex('payments_live_attempt_idx')
      .on(table.bookingId)
      .where(sql`${table.status} in ('opening', 'open')`),
    uniqueIndex('payments_kept_idx')
      .on(table.bookingId)
      .where(sql`${table.kept} and ${table.changeId} is null`),
    uniqueIndex('payments_change_kept_idx')
      .on(table.changeId)
      .where(sql`${table.kept}`),
    check('payments_status_check', sql`${table.status} in ${sqlList(PAYMENT_ATTEMPT_STATUSES)}`),
  ],
)

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export const REFUND_REASONS = [
  'cancellation',
  'extra_payment',
  'staff',
  'deposit',
  'change',
] as const

/**
 * Money given back for one payment. A refund that a booking draws on several payments (its first
 * and each paid change difference, a provider refunding no more than a payment took) is one row
 * per payment, the rows after the first naming it (`part_of`): a cancelled paid booking's rental
 * (once per payment), a change's reduction, a refund an admin made at the desk (all or part of
 * the rental left; several per booking, each once per idempotency key), or a charged deposit
 * given back (once per payment: all of it, or what a claim did not keep). The full refund of a
 * payment the booking does not keep is one row, at most one per payment.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REFUND_REASONS }).notNull().default('cancellation'),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    failureReason: text('failure_reason'),
    /** A staff refund: the admin who made it, and why (the traveller reads it). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    /** A reduction's refund: the change it gives back (one row per payment it comes from). */
    changeId: uuid('change_id').references(() => bookingVersions.id, { onDelete: 'cascade' }),
    /** One refund drawn on several payments (a row per payment): each row after the first names it. */
    partOf: uuid('part_of').references((): AnyPgColumn => refunds.id, { onDelete: 'cascade' }),
    /**
     * The corrective invoice issued in the transaction that wrote this refund (every row of a
     * refund drawn on several payments names it); null for a refund that gets none: a
     * correction refunded in full, a deposit given back, a booking made before invoicing began.
     */
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('refunds_reason_check', sql`${table.reason} in ${sqlList(REFUND_REASONS)}`),
    check('refunds_amount_check', sql`${table.amountCents} > 0`),
    // A cancellation refunds each payment it draws on once.
    uniqueIndex('refunds_cancellation_idx')
      .on(table.paymentId)
      .where(sql`${table.reason} = 'cancellation'`),
    // A charged deposit comes back once, from each payment it draws on.
    uniqueIndex('refunds_deposit_idx')
      .on(table.paymentId)
      .where(sql`${table.reason} = 'deposit'`),
    uniqueIndex('refunds_extra_payment_idx')
      .on(table.paymentId)
      .where(sql`${table.reason} = 'extra_payment'`),
    index('refunds_booking_idx').on(table.bookingId),
    // The ledger reads a period's refunds not failed, and their bookings from the index alone.
    index('refunds_created_at_idx')
      .on(table.createdAt, table.bookingId)
      .where(sql`${table.status} <> 'failed'`),
    index('refunds_pending_idx')
      .on(table.status)
      .where(sql`${table.providerRefundId} is null`),
  ],
)

/** Provider events already handled: a webhook delivered again is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
})
