import { asc, eq } from 'drizzle-orm'
import type { Booking } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import type { Tx } from '../../db/client'
import { bookingDiscounts, refunds } from '../../db/schema'
import { depositView, type PhotoUrl } from '../deposits'
import type { BookingRow } from './context'
import { cancellableAt } from './cancellation-rule'
import { expectedArrival, flightNewsOf } from './flight-news'
import { rentalView } from './rental-view'
import { versionsOf } from './changes/versions'
import { handedSeats } from './handed-seats'

/**
 * A booking as the API shows it. Its refund and returned payments are read from the payments'
 * rows: a view, not a dependency (the payments domain writes them).
 */
const refundView = (refund: typeof refunds.$inferSelect) => ({
  id: refund.providerRefundId,
  status: refund.status,
  amount: refund.amountCents,
  currency: refund.currency,
  date: refund.createdAt.toISOString(),
  reason: refund.reason === 'staff' ? refund.note : null,
})

/**
 * A refund drawn on several payments (the first and each paid change) as one: its amount is
 * their sum, pending until each has succeeded (failed when one did).
 */
function oneRefundView(rows: (typeof refunds.$inferSelect)[]) {
  const [first] = rows
  const status: (typeof rows)[number]['status'] = rows.some((row) => row.status === 'failed')
    ? 'failed'
    : rows.every((row) => row.status === 'succeeded')
      ? 'succeeded'
      : 'pending'
  return {
    ...refundView(first!),
    status,
    amount: rows.reduce((sum, row) => sum + row.amountCents, 0),
  }
}

export async function toBooking(
  db: Pick<Tx, 'select'>,
  {
    row,
    language,
    now,
    photoUrl,
  }: { row: BookingRow; language: Language; now: Date; photoUrl: PhotoUrl },
): Promise<Booking> {
  const discounts = await db
    .select()
    .from(bookingDiscounts)
    .where(eq(bookingDiscounts.bookingId, row.id))
  const given = await db
    .select()
    .from(refunds)
    .where(eq(refunds.bookingId, row.id))
    .orderBy(asc(refunds.createdAt))
  // Each staff refund is one, however many payments it was drawn on.
  const byStaff = given
    .filter((candidate) => candidate.reason === 'staff' && candidate.partOf === null)
    .map((first) =>
      oneRefundView(given.filter((row) => row.id === first.id || row.partOf === first.id)),
    )
  const cancellation = given.filter((candidate) => candidate.reason === 'cancellation')
  const rental = await rentalView(db, { row, language })
  return {
    _id: row.id,
    reference: row.reference,
    quote_id: row.quoteId,
    status: row.status,
    payment_status: row.paymentStatus,
    ...rental,
    flight_news: flightNewsOf(row),
    expected_arrival_at: expectedArrival(row, rental.time_zone)?.toISOString() ?? null,
    can_report_flight:
      row.status === 'confirmed' && !row.handedOutAt && rental.location_type !== 'delivery',
    pricing: row.pricing,
    total: row.totalCents,
    currency: row.currency,
    cancellation_deadline: row.cancellationDeadline.toISOString(),
    can_cancel: row.status === 'confirmed' && cancellableAt(row, now),
    payment_due: row.paymentStatus === 'unpaid' ? row.paymentDueAt.toISOString() : null,
    paid_at: row.paidAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    applied_discounts: discounts.map((discount) => ({
      code: discount.code,
      amount: discount.amountCents,
      applied_at: discount.appliedAt.toISOString(),
    })),
    refund: cancellation.length > 0 ? oneRefundView(cancellation) : (byStaff.at(-1) ?? null),
    returned_payments: given
      .filter((candidate) => candidate.reason === 'extra_payment')
      .map(refundView),
    staff_refunds: byStaff,
    staff_reason: row.staffReason,
    deposit: await depositView(db, { booking: row, now, photoUrl }),
    created_at: row.createdAt.toISOString(),
    versions: await versionsOf({ db, bookingId: row.id }),
    handed_seats: row.handedOutAt ? await handedSeats(db, { bookingId: row.id }) : [],
  }
}
