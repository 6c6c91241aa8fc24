import { randomBytes } from 'node:crypto'
import { and, eq, lte } from 'drizzle-orm'
import type { Db } from '../../../db/client'
import { sandboxCards, sandboxHolds } from '../../../db/schema'
import { ProviderRefusedError, type ProviderHold, type SavedCard } from './provider'

/** How long an authorisation can be captured (Stripe: 7 days for online card payments). */
export const SANDBOX_HOLD_DAYS = 7

type HoldRow = typeof sandboxHolds.$inferSelect

export const sandboxId = (prefix: string) => `${prefix}_sandbox_${randomBytes(12).toString('hex')}`

function toHold(row: HoldRow, now: Date): ProviderHold {
  const lapsed = row.status === 'requires_capture' && row.expiresAt <= now
  const status: ProviderHold['status'] =
    row.status === 'succeeded'
      ? 'captured'
      : row.status === 'requires_payment_method'
        ? 'declined'
        : row.status === 'canceled'
          ? row.cancellationReason === 'automatic'
            ? 'expired'
            : 'released'
          : lapsed
            ? 'expired'
            : 'held'
  return {
    id: row.id,
    status,
    amount: row.amountCents,
    captured: row.capturedCents,
    expiresAt: status === 'declined' ? null : row.expiresAt,
    declineReason: status === 'declined' ? 'Your card was declined.' : null,
  }
}

/**
 * The sandbox's authorisations, as Stripe's PaymentIntents with manual capture behave: a hold
 * on a saved card (declined when the card was paid with "declines holds"), capturable once
 * (part or all) until it lapses after SANDBOX_HOLD_DAYS, or cancelled. Creating one is
 * idempotent by key, like Stripe's Idempotency-Key.
 */
export class SandboxHolds {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  /** A card the hosted page was paid with; `declinesHolds` makes every later hold fail. */
  async keepCard(id: string, declinesHolds: boolean) {
    await this.db.insert(sandboxCards).values({ id, declinesHolds })
  }

  private async row(id: string): Promise<HoldRow> {
    const [row] = await this.db.select().from(sandboxHolds).where(eq(sandboxHolds.id, id))
    if (!row) throw new ProviderRefusedError(`No sandbox hold ${id}`)
    return row
  }

  private expiry() {
    return new Date(this.now().getTime() + SANDBOX_HOLD_DAYS * 86_400_000)
  }

  /** A hold authorised on the hosted page (a hold checkout paid): held at once. */
  async authorised(values: {
    id: string
    paymentMethodId: string
    amount: number
    currency: string
    metadata: Record<string, string>
  }) {
    await this.db
      .insert(sandboxHolds)
      .values({
        id: values.id,
        paymentMethodId: values.paymentMethodId,
        amountCents: values.amount,
        currency: values.currency,
        status: 'requires_capture',
        metadata: values.metadata,
        idempotencyKey: `checkout-hold-${values.id}`,
        expiresAt: this.expiry(),
      })
      .onConflictDoNothing()
  }

  async place(request: {
    card: SavedCard
    amount: number
    currency: string
    idempotencyKey: string
    metadata: Record<string, string>
  }): Promise<ProviderHold> {
    const [card] = await this.db
      .select()
      .from(sandboxCards)
      .where(eq(sandboxCards.id, request.card.paymentMethodId))
    if (!card) throw new ProviderRefusedError(`No sandbox card ${request.card.paymentMethodId}`)
    await this.db
      .insert(sandboxHolds)
      .values({
        id: sandboxId('pi'),
        paymentMethodId: card.id,
        amountCents: request.amount,
        currency: request.currency,
        status: card.declinesHolds ? 'requires_payment_method' : 'requires_capture',
        metadata: request.metadata,
        idempotencyKey: request.idempotencyKey,
        expiresAt: this.expiry(),
      })
      .onConflictDoNothing({ target: sandboxHolds.idempotencyKey })
    const [row] = await this.db
      .select()
      .from(sandboxHolds)
      .where(eq(sandboxHolds.idempotencyKey, request.idempotencyKey))
    return toHold(row!, this.now())
  }

  async get(id: string) {
    return toHold(await this.row(id), this.now())
  }

  async release(id: string): Promise<ProviderHold> {
    const current = toHold(await this.row(id), this.now())
    if (current.status === 'captured') {
      throw new ProviderRefusedError(`Hold ${id} was captured: it cannot be released`)
    }
    if (current.status !== 'held') return current
    await this.db
      .update(sandboxHolds)
      .set({ status: 'canceled', cancellationReason: 'requested_by_customer' })
      .where(and(eq(sandboxHolds.id, id), eq(sandboxHolds.status, 'requires_capture')))
    return this.get(id)
  }

  /** One capture per hold: a repeat of the same capture answers it again; any other is refused. */
  async capture(id: string, amount: number): Promise<ProviderHold> {
    const current = toHold(await this.row(id), this.now())
    if (current.status === 'captured' && current.captured === amount) return current
    if (current.status !== 'held') {
      throw new ProviderRefusedError(`Hold ${id} is ${current.status}: it cannot be captured`)
    }
    if (amount < 1 || amount > current.amount) {
      throw new ProviderRefusedError(`Cannot capture ${amount} of a hold of ${current.amount}`)
    }
    await this.db
      .update(sandboxHolds)
      .set({ status: 'succeeded', capturedCents: amount })
      .where(and(eq(sandboxHolds.id, id), eq(sandboxHolds.status, 'requires_capture')))
    return this.get(id)
  }

  /** Holds past their time lapse, as a provider's do on their own; their ids. */
  async lapse(): Promise<string[]> {
    const lapsed = await this.db
      .update(sandboxHolds)
      .set({ status: 'canceled', cancellationReason: 'automatic' })
      .where(
        and(eq(sandboxHolds.status, 'requires_capture'), lte(sandboxHolds.expiresAt, this.now())),
      )
      .returning({ id: sandboxHolds.id })
    return lapsed.map((row) => row.id)
  }
}
