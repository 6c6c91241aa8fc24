import type { DeskBookingDetail } from '../../../shared/contract/desk-bookings'
import type { Language } from '../../../shared/domain/languages'
import { claimIdempotencyKey, storeIdempotentAnswer } from '../../db/idempotency'
import { notFound } from '../../errors'
import { deskBookingDetail } from './booking-detail'
import type { BookingRow, DeskContext, Tx } from './context'

/** An admin's action on one booking: who, which, once per which key, answered in which language. */
export interface StaffRequest {
  actorId: string
  bookingId: string
  idempotencyKey: string
  language: Language
}

/**
 * Runs one admin action on a locked booking in one transaction with its audit row, once per
 * Idempotency-Key: a retry or a double click (even at the same moment: the key is claimed in
 * the transaction and a second claim waits for the first) changes nothing and answers the
 * booking as it is now. Refunds go to the provider once committed.
 */
export async function onceForKey(
  ctx: DeskContext,
  {
    request,
    change,
  }: {
    request: StaffRequest & { action: string; body: unknown }
    change: (tx: Tx, booking: BookingRow) => Promise<void>
  },
): Promise<DeskBookingDetail> {
  const claim = {
    userId: request.actorId,
    key: request.idempotencyKey,
    request: { action: request.action, bookingId: request.bookingId, body: request.body },
  }
  await ctx.db.transaction(async (tx) => {
    if (await claimIdempotencyKey(tx, claim)) return
    const booking = await ctx.bookings.bookingRow({ tx, id: request.bookingId, forUpdate: true })
    if (!booking) throw notFound('Booking not found')
    await change(tx, booking)
    await storeIdempotentAnswer(tx, claim, 200, { bookingId: booking.id })
  })
  await ctx.payments.settleAttempts({ bookingIds: [request.bookingId] })
  await ctx.payments.sendPendingRefunds()
  return deskBookingDetail(ctx, { where: { id: request.bookingId }, language: request.language })
}
