import { randomBytes } from 'node:crypto'
import { and, eq, lte, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { sandboxCheckouts, sandboxRefunds } from '../../../db/schema'
import { paymentIdOf, toPaymentEvent } from './events'
import type { CheckoutRequest, PaymentProvider, ProviderCheckout, ProviderRefund } from './provider'
import { signPayload, verifySignature } from './signature'

const id = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`

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

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly deliver: WebhookDelivery,
    private readonly now: () => Date = () => new Date(),
  ) {}

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
      metadata: {
        booking_id: request.bookingId,
        payment_id: request.paymentId,
        reference: request.reference,
      },
      idempotencyKey: request.idempotencyKey,
      expiresAt: request.expiresAt,
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

  /** "Pay" on the hosted page: the card is charged, the event sent; answers where to go next. */
  async pay(checkoutId: string): Promise<string | null> {
    const [row] = await this.db
      .update(sandboxCheckouts)
      .set({ status: 'complete', paymentStatus: 'paid' })
      .where(
        and(
          eq(sandboxCheckouts.id, checkoutId),
          eq(sandboxCheckouts.status, 'open'),
          sql`${sandboxCheckouts.expiresAt} > ${this.now().toISOString()}::timestamptz`,
        ),
      )
      .returning()
    if (!row) return null
    await this.emit('checkout.session.completed', {
      id: row.id,
      payment_intent: row.paymentIntentId,
      payment_status: 'paid',
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

  async getRefund(refundId: string): Promise<ProviderRefund> {
    const [row] = await this.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.id, refundId))
    if (!row) throw new Error(`No sandbox refund ${refundId}`)
    return { id: row.id, status: row.status, amount: row.amountCents }
  }

  /**
   * What a real provider does on its own time: refunds older than a second succeed, open
   * checkouts past their expiry expire; each change is sent as a webhook.
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
  }

  parseWebhook(rawBody: Buffer, signature: string | undefined) {
    verifySignature(this.secret, rawBody, signature, this.now().getTime())
    return toPaymentEvent(JSON.parse(rawBody.toString('utf8')))
  }

  private async emit(type: string, object: Record<string, unknown>) {
    const body = JSON.stringify({ id: id('evt'), type, data: { object } })
    await this.deliver(body, signPayload(this.secret, body, this.now().getTime()))
  }
}
