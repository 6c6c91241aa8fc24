import { and, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { sandboxCheckouts, sandboxRefunds } from '../../../db/schema'
import { checkoutMetadata, depositBookingIdOf, paymentIdOf, toPaymentEvent } from './events'
import type {
  CheckoutRequest,
  PaymentProvider,
  ProviderCheckout,
  ProviderHold,
  ProviderRefund,
  SavedCard,
} from './provider'
import { SandboxHolds, sandboxId as id } from './sandbox-holds'
import { signPayload, verifySignature } from '../../../webhook-signature'

/** The card the hosted page pays with: an ordinary one, or one that declines every later hold. */
export type SandboxCard = 'ok' | 'declines_holds'

type CheckoutRow = typeof sandboxCheckouts.$inferSelect

/** Sends a signed webhook to the app's own webhook route. */
export type WebhookDelivery = (body: string, signature: string) => Promise<void>

/**
 * The built-in payment provider for development, demos and tests: a hosted checkout page of its
 * own (pay, decline, cancel), ids shaped like Stripe's (cs_, pi_, re_), and Stripe-shaped
 * events signed and delivered to the app's webhook route, so the real code paths run.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const
  private readonly holds: SandboxHolds

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly deliver: WebhookDelivery,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.holds = new SandboxHolds(db, now)
  }

  private toCheckout(row: CheckoutRow): ProviderCheckout {
    const expired = row.status === 'open' && row.expiresAt <= this.now()
    return {
      id: row.id,
      url: `${this.publicUrl}/sandbox/checkout/${row.id}`,
      status: expired ? 'expired' : row.status,
      paid: row.paymentStatus === 'paid',
      paymentIntentId: row.paymentIntentId,
      paymentId: paymentIdOf(row.metadata),
      amount: row.amountCents,
      currency: row.currency.toUpperCase(),
      depositBookingId: depositBookingIdOf(row.metadata),
    }
  }

  /**
   * Stores a checkout or refund once under its unique idempotency key, like Stripe: a retried or
   * concurrent create finds the first one, which it answers.
   */
  private async storeOnce<Table extends typeof sandboxCheckouts | typeof sandboxRefunds>(
    table: Table,
    values: Table['$inferInsert'],
  ): Promise<Table['$inferSelect']> {
    // Drizzle cannot type a query on either of two tables: it is typed as one of them, and the
    // row handed back as the table's own.
    const sandbox = table as typeof sandboxCheckouts
    await this.db
      .insert(sandbox)
      .values(values as typeof sandboxCheckouts.$inferInsert)
      .onConflictDoNothing({ target: sandbox.idempotencyKey })
    const [row] = await this.db
      .select()
      .from(sandbox)
      .where(eq(sandbox.idempotencyKey, values.idempotencyKey))
    return row! as Table['$inferSelect']
  }

  async createCheckout(request: CheckoutRequest): Promise<ProviderCheckout> {
    const row = await this.storeOnce(sandboxCheckouts, {
      id: id('cs'),
      paymentIntentId: id('pi'),
      amountCents: request.amount,
      currency: request.currency,
      description: request.description,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      metadata: checkoutMetadata(request),
      idempotencyKey: request.idempotencyKey,
      expiresAt: request.expiresAt,
      mode: request.mode ?? 'payment',
      saveCard: request.saveCard ?? false,
    })
    return this.toCheckout(row)
  }

  async getCheckout(checkoutId: string): Promise<ProviderCheckout> {
    return this.toCheckout(await this.checkoutRow(checkoutId))
  }

  async expireCheckout(checkoutId: string) {
    await this.db
      .update(sandboxCheckouts)
      .set({ status: 'expired' })
      .where(and(eq(sandboxCheckouts.id, checkoutId), eq(sandboxCheckouts.status, 'open')))
  }

  /** The checkout as its hosted page shows it; throws when unknown. */
  async checkoutRow(checkoutId: string): Promise<CheckoutRow> {
    const [row] = await this.db
      .select()
      .from(sandboxCheckouts)
      .where(eq(sandboxCheckouts.id, checkoutId))
    if (!row) throw new Error(`No sandbox checkout ${checkoutId}`)
    return row
  }

  /**
   * "Pay" on the hosted page: the card is charged (or, for a hold checkout, the amount is
   * authorised on it), the event sent; answers where to go next. `card` is the card used.
   */
  async pay(checkoutId: string, card: SandboxCard = 'ok'): Promise<string | null> {
    const paymentMethodId = id('pm')
    const [row] = await this.db
      .update(sandboxCheckouts)
      .set({
        status: 'complete',
        paymentStatus: sql`case when ${sandboxCheckouts.mode} = 'hold' then 'unpaid' else 'paid' end`,
        paymentMethodId,
      })
      .where(
        and(
          eq(sandboxCheckouts.id, checkoutId),
          eq(sandboxCheckouts.status, 'open'),
          sql`${sandboxCheckouts.expiresAt} > ${this.now().toISOString()}::timestamptz`,
        ),
      )
      .returning()
    if (!row) return null
    await this.holds.keepCard(paymentMethodId, card === 'declines_holds')
    if (row.mode === 'hold') {
      await this.holds.authorised({
        id: row.paymentIntentId,
        paymentMethodId,
        amount: row.amountCents,
        currency: row.currency,
        metadata: row.metadata,
      })
    }
    await this.emit('checkout.session.completed', {
      id: row.id,
      payment_intent: row.paymentIntentId,
      payment_status: row.paymentStatus,
      amount_total: row.amountCents,
      currency: row.currency.toLowerCase(),
      metadata: row.metadata,
    })
    return row.successUrl.replace('{CHECKOUT_SESSION_ID}', row.id)
  }

  async createRefund(request: {
    paymentIntentId: string
    amount: number
    idempotencyKey: string
  }): Promise<ProviderRefund> {
    const row = await this.storeOnce(sandboxRefunds, {
      id: id('re'),
      paymentIntentId: request.paymentIntentId,
      amountCents: request.amount,
      status: 'pending',
      idempotencyKey: request.idempotencyKey,
      // On the app's clock, which `tick` settles it by (the database's now() stays real time
      // when a test moves the clock).
      createdAt: this.now(),
    })
    return { id: row.id, status: row.status, amount: row.amountCents }
  }

  async savedCard(checkoutId: string): Promise<SavedCard | null> {
    const row = await this.checkoutRow(checkoutId)
    return row.saveCard && row.paymentMethodId
      ? { paymentMethodId: row.paymentMethodId, customerId: null }
      : null
  }

  placeHold(request: Parameters<PaymentProvider['placeHold']>[0]): Promise<ProviderHold> {
    return this.holds.place(request)
  }

  getHold(holdId: string) {
    return this.holds.get(holdId)
  }

  releaseHold({ holdId }: { holdId: string }) {
    return this.holds.release(holdId)
  }

  captureHold({ holdId, amount }: { holdId: string; amount: number }) {
    return this.holds.capture(holdId, amount)
  }

  async getRefund(refundId: string): Promise<ProviderRefund> {
    const [row] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId))
    if (!row) throw new Error(`No sandbox refund ${refundId}`)
    return { id: row.id, status: row.status, amount: row.amountCents }
  }

  /**
   * What a real provider does on its own time: refunds older than a second succeed, open
   * checkouts past their expiry expire, holds past their time lapse; each change is sent as a
   * webhook.
   */
  async tick() {
    const now = this.now()
    const refundsDue = and(
      eq(sandboxRefunds.status, 'pending'),
      lte(sandboxRefunds.createdAt, new Date(now.getTime() - 1000)),
    )
    const settled = await this.db
      .update(sandboxRefunds)
      .set({ status: 'succeeded' })
      .where(refundsDue)
      .returning()
    for (const refund of settled) {
      await this.emit('refund.updated', {
        id: refund.id,
        status: 'succeeded',
        payment_intent: refund.paymentIntentId,
      })
    }
    const checkoutsDue = and(
      eq(sandboxCheckouts.status, 'open'),
      lte(sandboxCheckouts.expiresAt, now),
    )
    const expired = await this.db
      .update(sandboxCheckouts)
      .set({ status: 'expired' })
      .where(checkoutsDue)
      .returning()
    for (const checkout of expired) await this.emit('checkout.session.expired', { id: checkout.id })
    for (const hold of await this.holds.lapse()) {
      await this.emit('payment_intent.canceled', { id: hold, cancellation_reason: 'automatic' })
    }
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined) {
    verifySignature(this.secret, { body: rawBody, header: signature, nowMs: this.now().getTime() })
    return toPaymentEvent(JSON.parse(rawBody.toString('utf8')))
  }

  private async emit(type: string, object: Record<string, unknown>) {
    const body = JSON.stringify({ id: id('evt'), type, data: { object } })
    await this.deliver(body, signPayload(this.secret, { body, nowMs: this.now().getTime() }))
  }
}
