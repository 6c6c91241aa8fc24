import { and, asc, eq, isNull, ne, or, sql } from 'drizzle-orm'
import { payments, refunds } from '../../db/schema'
import { invoiceAttachments, invoiceRecord, issueRentalInvoices } from '../invoices'
import { extraPaymentRefundedEmail, formatMoney, refundIssuedEmail } from '../mail'
import type { PaymentContext, Tx } from './context'
import type { ProviderRefund } from './providers/provider'
import { refundablePayment } from './staff-refunds'

/**
 * Refunds recorded but not yet sent to the provider (just created, or a request that failed or
 * was cut off by a crash) are sent now. The idempotency key is the refund's own id, so sending
 * one twice makes one refund at the provider.
 */
export async function sendPendingRefunds(ctx: PaymentContext): Promise<number> {
  const waiting = await ctx.db
    .select()
    .from(refunds)
    .where(and(isNull(refunds.providerRefundId), eq(refunds.status, 'pending')))
  let sent = 0
  for (const refund of waiting) {
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, refund.paymentId))
    if (!payment?.paymentIntentId) continue
    const answer = await ctx.provider
      .createRefund({
        paymentIntentId: payment.paymentIntentId,
        amount: refund.amountCents,
        idempotencyKey: `refund-${refund.id}`,
      })
      .catch(() => null)
    if (!answer) continue
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(refunds)
        .set({ providerRefundId: answer.id, updatedAt: sql`now()` })
        .where(eq(refunds.id, refund.id))
      await updateRefund(ctx, { tx, providerRefundId: answer.id, status: answer.status })
    })
    sent++
  }
  return sent
}

/** A refund moved on at the provider: pending may become succeeded or failed, never back. */
export async function updateRefund(
  ctx: PaymentContext,
  {
    tx,
    providerRefundId,
    status,
  }: { tx: Tx; providerRefundId: string; status: ProviderRefund['status'] },
) {
  if (status === 'pending') return false
  const [refund] = await tx
    .update(refunds)
    .set({
      status,
      updatedAt: sql`now()`,
      failureReason: status === 'failed' ? 'Declined by the card provider' : null,
    })
    .where(and(eq(refunds.providerRefundId, providerRefundId), eq(refunds.status, 'pending')))
    .returning()
  // A staff refund that failed gives the rental back to the booking: invoiced again.
  if (refund?.reason === 'staff' && status === 'failed') {
    await issueRentalInvoices(tx, { bookingId: refund.bookingId })
  }
  if (!refund || status !== 'succeeded') return Boolean(refund)
  const booking = await bookingAfterRefund(ctx, { tx, refund })
  // A refund drawn on several payments is told once, when the last of its parts went through.
  const parts = await partsOf(tx, refund)
  if (parts.some((part) => part.status !== 'succeeded')) return true
  const references = parts.map((part) => part.providerRefundId).join(', ')
  const cents = parts.reduce((sum, part) => sum + part.amountCents, 0)
  if (refund.reason === 'deposit') {
    // The deposit's own domain tells the family, as it does when a hold is released.
    for (const handler of ctx.depositRefundHandlers) {
      await handler({ tx, booking: booking!, refundId: references })
    }
    return true
  }
  const [template, render] =
    refund.reason === 'extra_payment'
      ? ['extra_payment_refunded', extraPaymentRefundedEmail]
      : ['refund_issued', refundIssuedEmail]
  // A refund of the rental sends the corrective invoice its transaction issued, the one its rows
  // name; a correction has none.
  const corrective = await invoiceRecord(tx, parts[0]!.invoiceId)
  await ctx.bookings.emailTraveller({
    tx,
    booking: booking!,
    template,
    attachments: invoiceAttachments(corrective),
    render: (language, facts) =>
      render(language, {
        ...facts,
        refundId: references,
        amount: formatMoney({ cents, currency: refund.currency, language }),
        note: refund.note,
      }),
  })
  return true
}

/** The rows of the refund `refund` is part of (itself alone when drawn on one payment). */
function partsOf(tx: Tx, refund: typeof refunds.$inferSelect) {
  const first = refund.partOf ?? refund.id
  return tx
    .select()
    .from(refunds)
    .where(or(eq(refunds.id, first), eq(refunds.partOf, first)))
    .orderBy(sql`${refunds.partOf} nulls first`, asc(refunds.createdAt))
}

/**
 * A cancelled booking's refund ends it as refunded, and so does the staff refund that gives
 * back the last of a booking staff cancelled; any other refund leaves the booking as it is.
 */
async function bookingAfterRefund(
  ctx: PaymentContext,
  { tx, refund }: { tx: Tx; refund: typeof refunds.$inferSelect },
) {
  if (refund.reason === 'cancellation') {
    // Drawn on several payments, the cancellation is refunded once each of them is.
    const unsettled = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(
          eq(refunds.bookingId, refund.bookingId),
          eq(refunds.reason, 'cancellation'),
          ne(refunds.status, 'succeeded'),
        ),
      )
    if (unsettled.length === 0)
      return ctx.bookings.markRefunded({ tx, bookingId: refund.bookingId })
    return ctx.bookings.bookingRow({ tx, id: refund.bookingId, forUpdate: true })
  }
  const booking = await ctx.bookings.bookingRow({ tx, id: refund.bookingId, forUpdate: true })
  if (refund.reason !== 'staff' || booking?.status !== 'cancelled') return booking
  const pending = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.bookingId, booking.id), eq(refunds.status, 'pending')))
  const { refundable } = await refundablePayment(tx, booking)
  return refundable === 0 && pending.length === 0
    ? ctx.bookings.markRefunded({ tx, bookingId: booking.id })
    : booking
}
