import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DEPOSIT_MODES, DEPOSIT_STATUSES } from '../../../shared/domain/deposits'
import { users } from './accounts'
import { bookings, ownerBookingId } from './bookings'
import { createdAt, generatedId, instant, sqlList, updatedAt } from './columns'

// Deposits: each booking's deposit, its holds at the provider, and the provider calls to make.

/**
 * A booking's refundable deposit (docs/money.md): its mode, its state, and how much of it was
 * claimed and released. Hold mode: authorised on the saved card from `hold_from` (deposit_holds);
 * charge mode: paid with the rental, given back by a 'deposit' refund. Once settled, claimed plus
 * released is the deposit.
 */
export const deposits = pgTable(
  'deposits',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: DEPOSIT_MODES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('awaiting'),
    /** Hold mode: when the first hold is placed (pickup less the lead time). */
    holdFrom: instant('hold_from'),
    /** Hold mode: the card the rental was paid with, kept for the holds. */
    paymentMethodId: text('payment_method_id'),
    customerId: text('customer_id'),
    /** The last hold was declined: the family was sent a link to place it themselves. */
    holdDeclinedAt: instant('hold_declined_at'),
    /** The hosted page the family opened from that link to place the hold with a card. */
    holdCheckoutId: text('hold_checkout_id'),
    claimedCents: integer('claimed_cents').notNull().default(0),
    releasedCents: integer('released_cents').notNull().default(0),
    /** Claims made at check-in wait for an admin's decision; the family may dispute until then. */
    disputeUntil: instant('dispute_until'),
    decidedAt: instant('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    /** When its fate was decided (released, or the claim decided). */
    settledAt: instant('settled_at'),
    /**
     * When what was released reached the family: the provider released the hold (hold mode) or
     * the deposit refund succeeded (charge mode). They were emailed then.
     */
    moneyBackAt: instant('money_back_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('deposits_mode_check', sql`${table.mode} in ('hold', 'charge')`),
    check('deposits_status_check', sql`${table.status} in ${sqlList(DEPOSIT_STATUSES)}`),
    check(
      'deposits_amounts_check',
      sql`${table.amountCents} >= 0 and ${table.claimedCents} >= 0 and ${table.releasedCents} >= 0
        and ${table.claimedCents} + ${table.releasedCents} <= ${table.amountCents}`,
    ),
    check(
      'deposits_settled_check',
      sql`(${table.status} in ('released', 'partly_claimed', 'claimed'))
        = (${table.claimedCents} + ${table.releasedCents} = ${table.amountCents}
           and ${table.settledAt} is not null)`,
    ),
    check(
      'deposits_claimed_check',
      sql`(${table.status} = 'released' and ${table.claimedCents} = 0)
        or (${table.status} = 'partly_claimed' and ${table.claimedCents} > 0
            and ${table.releasedCents} > 0)
        or (${table.status} = 'claimed' and ${table.releasedCents} = 0)
        or (${table.status} in ('awaiting', 'held', 'charged') and ${table.claimedCents} = 0
            and ${table.releasedCents} = 0)`,
    ),
    check(
      'deposits_mode_status_check',
      sql`not (${table.mode} = 'hold' and ${table.status} = 'charged')
        and not (${table.mode} = 'charge' and ${table.status} = 'held')`,
    ),
    index('deposits_hold_due_idx')
      .on(table.holdFrom)
      .where(sql`${table.status} = 'awaiting' and ${table.mode} = 'hold'`),
    index('deposits_open_idx')
      .on(table.status)
      .where(sql`${table.status} in ('held', 'charged')`),
  ],
)

export const DEPOSIT_HOLD_STATUSES = [
  'held',
  'declined',
  'released',
  'captured',
  'expired',
] as const

/**
 * One authorisation of a deposit at the provider (hold mode): placed, renewed by a new one
 * before it lapses, then released or captured (part or all; the rest is released with it).
 */
export const depositHolds = pgTable(
  'deposit_holds',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    provider: text('provider').notNull(),
    /** The provider's authorisation (pi_…); null when it was declined before one existed. */
    providerHoldId: text('provider_hold_id').unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: DEPOSIT_HOLD_STATUSES }).notNull(),
    expiresAt: instant('expires_at'),
    capturedCents: integer('captured_cents').notNull().default(0),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('deposit_holds_status_check', sql`${table.status} in ${sqlList(DEPOSIT_HOLD_STATUSES)}`),
    check('deposit_holds_amount_check', sql`${table.amountCents} > 0`),
    check(
      'deposit_holds_captured_check',
      sql`${table.capturedCents} >= 0 and ${table.capturedCents} <= ${table.amountCents}`,
    ),
    index('deposit_holds_booking_idx').on(table.bookingId),
    // The ledger reads a period's holds placed, and their bookings from the index alone.
    index('deposit_holds_created_at_idx')
      .on(table.createdAt, table.bookingId)
      .where(sql`${table.providerHoldId} is not null and ${table.status} <> 'declined'`),
    index('deposit_holds_held_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'held'`),
  ],
)

export const DEPOSIT_JOB_KINDS = ['place', 'release', 'capture'] as const

/**
 * A provider call that follows a decision already committed (hold mode): place a hold, release
 * one, capture part of one. Written in the decision's transaction, then carried out by the
 * booking clock: claimed with SKIP LOCKED, called with the job's own id as the idempotency key
 * until the provider answers, and marked done in the same transaction, so it happens once
 * after a crash and with several processes (as the mail outbox works).
 */
export const depositJobs = pgTable(
  'deposit_jobs',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    kind: text('kind', { enum: DEPOSIT_JOB_KINDS }).notNull(),
    /** The hold it releases or captures; for 'place', the hold it renews (null for the first). */
    holdId: uuid('hold_id').references(() => depositHolds.id, { onDelete: 'cascade' }),
    /** Cents to hold ('place') or to capture ('capture'). */
    amountCents: integer('amount_cents'),
    /** 'cancelled': a placement the deposit no longer needed (it was settled first). */
    status: text('status', { enum: ['pending', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('deposit_jobs_kind_check', sql`${table.kind} in ('place', 'release', 'capture')`),
    check(
      'deposit_jobs_status_check',
      sql`${table.status} in ('pending', 'done', 'failed', 'cancelled')`,
    ),
    check(
      'deposit_jobs_fields_check',
      sql`(${table.kind} = 'place' and ${table.amountCents} > 0)
        or (${table.kind} = 'release' and ${table.holdId} is not null)
        or (${table.kind} = 'capture' and ${table.holdId} is not null and ${table.amountCents} > 0)`,
    ),
    // One release and one capture per hold; one placement in flight per booking.
    uniqueIndex('deposit_jobs_hold_idx')
      .on(table.holdId, table.kind)
      .where(sql`${table.kind} <> 'place'`),
    uniqueIndex('deposit_jobs_placing_idx')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'place' and ${table.status} = 'pending'`),
    index('deposit_jobs_done_at_idx')
      .on(table.doneAt, table.bookingId)
      .where(sql`${table.status} = 'done'`),
    // A booking's jobs, as the ledger's per-day figures read them (ledger-days.ts).
    index('deposit_jobs_booking_idx').on(table.bookingId),
    index('deposit_jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
)
