import { eq, or, sql } from 'drizzle-orm'
import { payments, refunds } from '../../db/schema'
import { invoiceAttachments, issueRentalInvoices } from '../invoices'
import { owedChange } from './change-views'
import type { PaymentContext, Tx } from './context'
import type { TakenPayment } from './providers/provider'

export type PaymentOutcome = 'unknown' | 'already_recorded' | 'kept' | 'refunding'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The attempt a payment belongs to: by its checkout, or by the attempt id in its metadata. */
export async function attemptOf(
  tx: Pick<Tx, 'select'>,
  taken: Pick<TakenPayment, 'checkoutId' | 'paymentId'>,
) {
  const byAttempt =
    taken.paymentId && UUID.test(taken.paymentId) ? eq(payments.id, taken.paymentId) : undefined
  const [found] = await tx
    .select({ id: payments.id, bookingId: payments.bookingId })
    .from(payments)
    .where(or(eq(payments.checkoutSessionId, taken.checkoutId), byAttempt))
  return found
}

/**
 * Records money the provider took, once. The booking keeps it only when it was waiting for
 * exactly this: still confirmed and unpaid, the payment from its live attempt, for what that
 * checkout asked (the amount due: see deposit-terms) in its currency. Any other payment (a second tab, a checkout set aside, a booking cancelled or
 * already paid, a different amount) is recorded and refunded in full; its refund email goes out
 * when the refund succeeds. Locks the booking, then the attempt, as every path does; a kept
 * payment marks the booking paid, and the handlers registered with `onPaymentKept` run, in the
 * same transaction, which also issues the payment's invoice.
 */
export async function recordPayment(
  ctx: PaymentContext,
  { tx, taken }: { tx: Tx; taken: TakenPayment },
): Promise<PaymentOutcome> {
  const found = await attemptOf(tx, taken)
  if (!found) return 'unknown'
  const booking = await ctx.bookings.bookingRow({ tx, id: found.bookingId, forUpdate: true })
  const [payment] = await tx.select().from(payments).where(eq(payments.id, found.id)).for('update')
  if (!booking || !payment) return 'unknown'
  if (payment.status === 'paid') return 'already_recorded'
  const currency = taken.currency.toUpperCase()
  // A change's checkout pays that change while it is owed; any other pays the unpaid booking.
  const owed = payment.changeId ? await owedChange(tx, booking.id) : undefined
  const waiting = payment.changeId
    ? booking.paymentStatus === 'paid' && owed?.id === payment.changeId
    : booking.paymentStatus === 'unpaid'
  const keep =
    (payment.status === 'opening' || payment.status === 'open') &&
    booking.status === 'confirmed' &&
    waiting &&
    taken.amount === payment.amountCents &&
    currency === booking.currency.toUpperCase()
  await tx
    .update(payments)
    .set({
      status: 'paid',
      checkoutSessionId: taken.checkoutId,
      paymentIntentId: taken.paymentIntentId,
      receivedCents: taken.amount,
      receivedCurrency: currency,
      kept: keep,
      paidAt: ctx.now(),
      updatedAt: sql`now()`,
    })
    .where(eq(payments.id, payment.id))
  if (!keep) {
    ctx.log.warn(
      { bookingId: booking.id, paymentId: payment.id, amount: taken.amount, currency },
      'a payment the booking does not need: refunding it in full',
    )
    await tx
      .insert(refunds)
      .values({
        bookingId: booking.id,
        paymentId: payment.id,
        reason: 'extra_payment',
        provider: payment.provider,
        amountCents: taken.amount,
        currency,
      })
      .onConflictDoNothing()
    return 'refunding'
  }
  // The payment's invoice, issued once the booking (or its change) is paid, goes with its email.
  const attachments = async () =>
    invoiceAttachments(await issueRentalInvoices(tx, { bookingId: booking.id }))
  if (payment.changeId) {
    await ctx.bookings.markChangePaid({ tx, booking, changeId: payment.changeId, attachments })
  } else {
    await ctx.bookings.markPaid({
      tx,
      bookingId: booking.id,
      amountCents: taken.amount,
      attachments,
    })
    for (const handler of ctx.keptHandlers) await handler({ tx, booking, paymentId: payment.id })
  }
  await issueRentalInvoices(tx, { bookingId: booking.id })
  return 'kept'
}
