import { boolean, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt, instant } from './columns'

/** The built-in sandbox payment provider's own records (what a real provider keeps). */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** One checkout per key: a retried or concurrent create answers the same checkout. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
    .notNull()
    .default('unpaid'),
  /** 'payment' charges the amount; 'hold' only authorises it (a deposit hold, captured later). */
  mode: text('mode', { enum: ['payment', 'hold'] })
    .notNull()
    .default('payment'),
  /** The card paid with is kept for later holds (Stripe's setup_future_usage: off_session). */
  saveCard: boolean('save_card').notNull().default(false),
  /** The card it was paid with, once paid. */
  paymentMethodId: text('payment_method_id'),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
})

/** Cards the sandbox's hosted page was paid with; one kind declines every later hold. */
export const sandboxCards = pgTable('sandbox_cards', {
  id: text('id').primaryKey(),
  declinesHolds: boolean('declines_holds').notNull().default(false),
  createdAt: createdAt(),
})

/**
 * The sandbox's authorisations (a PaymentIntent with manual capture, as Stripe's): held until
 * `expires_at`, then lapsed; captured once (part or all, the rest released), or cancelled.
 */
export const sandboxHolds = pgTable('sandbox_holds', {
  id: text('id').primaryKey(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', {
    enum: ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'],
  }).notNull(),
  capturedCents: integer('captured_cents').notNull().default(0),
  /** Why it was cancelled: released by us ('requested_by_customer') or lapsed ('automatic'). */
  cancellationReason: text('cancellation_reason'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
})

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
})
