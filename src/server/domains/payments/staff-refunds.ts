import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { payments, refunds } from '../../db/schema'
import { AppError } from '../../errors'
import type { BookingRow } from '../bookings'
import type { Tx } from './context'
import { changeAdjustment, firstPayment } from './change-views'
import { rentalCents } from './deposit-terms'
import { invoiceRefund, refundAcrossPayments, type RefundRow } from './spread-refund'

/**
 * What may still be refunded of a booking's rental (the deposit has its own way back): the
 * rental it paid (its price, less a change's difference still owed, plus what the rules kept of
 * a reduction) less the rental refunds not failed; nothing while it holds no payment.
 */
export async function refundablePayment(tx: Pick<Tx, 'select'>, booking: BookingRow) {
  const [kept] = await tx.select().from(payments).where(firstPayment(booking.id))
  if (!kept) return { kept: null, refundable: 0 }
  const [given] = await tx
    .select({ cents: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(
      and(
        eq(refunds.bookingId, booking.id),
        inArray(refunds.reason, ['cancellation', 'staff']),
        ne(refunds.status, 'failed'),
      ),
    )
  const paid = (await rentalCents(tx, booking)) + (await changeAdjustment(tx, booking.id))
  return { kept, refundable: Math.max(0, paid - (given?.cents ?? 0)) }
}

/** What staff may still refund: the kept payment less refunds not failed (0 when unpaid). */
export async function refundableCents({
  tx,
  booking,
}: {
  tx: Pick<Tx, 'select'>
  booking: BookingRow
}) {
  return (await refundablePayment(tx, booking)).refundable
}

/**
 * Writes a refund an admin made, in the caller's transaction with the booking row locked (so
 * two refunds at once cannot both take what is left): drawn on the booking's payments in the
 * order they were paid, never more than one took (see refundAcrossPayments), one refund for
 * the family. Sent to the provider after commit.
 */
export async function recordStaffRefund({
  tx,
  ...args
}: {
  tx: Tx
  booking: BookingRow
  amount: number
  actorId: string
  note: string | null
}) {
  const { kept, refundable } = await refundablePayment(tx, args.booking)
  if (!kept || refundable === 0) {
    throw new AppError(409, 'NOTHING_TO_REFUND', 'There is nothing left to refund on this booking.')
  }
  if (args.amount > refundable) {
    throw new AppError(
      422,
      'REFUND_TOO_LARGE',
      `The refund is more than what is left to refund (${refundable} cents).`,
    )
  }
  const parts = await refundAcrossPayments(tx, {
    booking: args.booking,
    cents: args.amount,
    reason: 'staff',
    requestedBy: args.actorId,
    note: args.note,
  })
  await invoiceRefund(tx, { booking: args.booking, parts })
  return oneRefund(args.booking, parts, args.amount)
}

/** The refund drawn on several payments, as one: the first row's id, all of `amount`. */
function oneRefund(booking: BookingRow, parts: RefundRow[], amount: number) {
  const given = parts.reduce((sum, part) => sum + part.amountCents, 0)
  if (given !== amount) {
    throw new Error(`Booking ${booking.id}'s payments cannot give back ${amount} cents`)
  }
  return { id: parts[0]!.id, amountCents: given, currency: parts[0]!.currency }
}

/**
 * Gives back `amount` cents of a charged deposit (all of it, or what a claim did not keep), in
 * the caller's transaction with the booking row locked; sent to the provider after commit.
 * Drawn on the booking's payments as a staff refund is (a deposit grown by a change was paid
 * partly with its difference); once per payment (a unique index says so).
 */
export async function recordDepositRefund({
  tx,
  booking,
  amount,
}: {
  tx: Tx
  booking: BookingRow
  amount: number
}) {
  const parts = await refundAcrossPayments(tx, { booking, cents: amount, reason: 'deposit' })
  oneRefund(booking, parts, amount)
}
