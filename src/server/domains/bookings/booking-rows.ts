import { cancellationDeadline } from '../../../shared/domain/checkoutRules'
import type { Tx } from '../../db/client'
import { bookings } from '../../db/schema'
import type { BookingRow } from './context'
import type { QuoteRow } from './quote-view'
import { newBookingReference } from './reference'

/**
 * The long-rental discount and the promo code a booking got, as the applied discounts of
 * docs/product.md (Records and storage) (cents saved).
 */
export function discountsOf(row: BookingRow) {
  const { pricing } = row
  const promos = (pricing.discounts ?? []).map((promo) => ({
    bookingId: row.id,
    code: promo.code,
    amountCents: promo.amount,
  }))
  if (!pricing.discount) return promos
  const saved = pricing.items.reduce(
    (sum, item) =>
      sum +
      (item.original_price_per_day - item.applied_price_per_day) *
        pricing.total_days *
        item.quantity,
    0,
  )
  return [
    { bookingId: row.id, code: `LONG_RENTAL_${pricing.discount.min_days}D`, amountCents: saved },
    ...promos,
  ]
}

/**
 * The booking a quote makes: the rental as quoted, its cancellation deadline on the location's
 * clock (`timeZone`), its payment due at `paymentDueAt`.
 */
export function bookingOfQuote(
  quote: QuoteRow,
  { userId, timeZone, paymentDueAt }: { userId: string; timeZone: string; paymentDueAt: Date },
) {
  return {
    quoteId: quote.id,
    userId,
    pickupLocationCode: quote.pickupLocationCode,
    startDate: quote.startDate,
    endDate: quote.endDate,
    pickupTime: quote.pickupTime,
    returnTime: quote.returnTime,
    phone: quote.phone,
    inboundFlight: quote.inboundFlight,
    outboundFlight: quote.outboundFlight,
    arrivalTime: quote.arrivalTime,
    departureTime: quote.departureTime,
    notes: quote.notes,
    deliveryAddress: quote.deliveryAddress,
    billingDetails: quote.billingDetails,
    pricing: quote.pricing,
    totalCents: quote.pricing.grand_total,
    currency: quote.pricing.currency,
    cancellationDeadline: new Date(
      cancellationDeadline(quote.startDate, quote.pickupTime, timeZone),
    ),
    paymentDueAt,
  }
}

/** Inserts the booking under a new reference (another is drawn when one is taken). */
export async function insertBooking(
  tx: Tx,
  values: Omit<typeof bookings.$inferInsert, 'reference'>,
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(bookings)
      .values({ ...values, reference: newBookingReference() })
      .onConflictDoNothing({ target: bookings.reference })
      .returning()
    if (row) return row
  }
  throw new Error('Could not find a free booking reference')
}
