import { asc, eq } from 'drizzle-orm'
import type { DeskBookingDetail } from '../../../shared/contract/desk-bookings'
import type { Language } from '../../../shared/domain/languages'
import { bookings, refunds } from '../../db/schema'
import { notFound } from '../../errors'
import type { DeskContext } from './context'
import { deskQuery, toDeskBookings } from './desk-rows'
import { unitsOfBooking } from './handover/booking-units'
import { handoverState } from './handover/rules'
import { agreementLink } from './agreement/links'

const CANCELLED_BY = ['traveller', 'payment_expired', 'staff', 'no_show'] as const

/** One booking opened at the desk, by id or reference: 404 when there is none. */
export async function deskBookingDetail(
  ctx: DeskContext,
  { where, language }: { where: { id: string } | { reference: string }; language: Language },
): Promise<DeskBookingDetail> {
  const condition =
    'id' in where
      ? eq(bookings.id, where.id)
      : eq(bookings.reference, where.reference.trim().toUpperCase())
  const [row] = await deskQuery(ctx.db).where(condition)
  if (!row) throw notFound('Booking not found')
  const now = ctx.now()
  const [view] = await toDeskBookings(ctx, { rows: [row], language, now })
  const units = await unitsOfBooking(ctx.db, row.booking.id)
  const given = await ctx.db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, row.booking.id))
    .orderBy(asc(refunds.createdAt))
  const refundable = await ctx.payments.refundableCents({ tx: ctx.db, booking: row.booking })
  const refunded = given
    .filter((refund) => refund.reason !== 'extra_payment' && refund.status !== 'failed')
    .reduce((sum, refund) => sum + refund.amountCents, 0)
  const reason = row.booking.cancellationReason
  return {
    ...view!,
    paid_amount: refunded + refundable,
    refunded_amount: refunded,
    refundable_amount: refundable,
    refunds: given.map((refund) => ({
      provider_refund_id: refund.providerRefundId,
      status: refund.status,
      amount: refund.amountCents,
      currency: refund.currency,
      reason: refund.reason,
      note: refund.reason === 'staff' ? refund.note : null,
      created_at: refund.createdAt.toISOString(),
    })),
    billing_details: row.booking.billingDetails,
    cancelled_at: row.booking.cancelledAt?.toISOString() ?? null,
    cancelled_by: CANCELLED_BY.find((candidate) => candidate === reason) ?? null,
    staff_reason: row.booking.staffReason,
    can_cancel: row.booking.status === 'confirmed',
    ...handoverState({
      booking: row.booking,
      timeZone: row.timeZone,
      now,
      unitsOut: units.filter((unit) => unit.returned_at === null).length,
      noShowDue: view!.flags.no_show,
    }),
    units,
    deposit: await ctx.deposits.view({ db: ctx.db, booking: row.booking }),
    agreement: await agreementLink(ctx, { bookingId: row.booking.id }),
    versions: await ctx.bookings.versions({ db: ctx.db, bookingId: row.booking.id }),
  }
}
