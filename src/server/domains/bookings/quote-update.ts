import { eq, sql } from 'drizzle-orm'
import type { QuoteUpdate } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { quotes } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { checkedBillingDetails } from '../invoices'
import { checkedContact } from './contact'
import { checkedDeliveryAddress, zoneOfLocation } from './delivery-address'
import type { BookingContext } from './context'
import { toQuote, expireIfDue } from './quote-view'

/**
 * Calls (docs/product.md): PATCH /quotes/{id}: contact details, notes, the delivery address and
 * the billing details (same checks as when quoted), only on the owner's pending quote.
 */
export async function updateQuote(
  ctx: BookingContext,
  {
    userId,
    id,
    changes: update,
    language,
  }: { userId: string; id: string; changes: QuoteUpdate; language: Language },
) {
  return ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update')
    // Someone else's quote answers as one that does not exist: no way to learn which ids do.
    if (!found || found.userId !== userId) throw notFound('Quote not found')
    const row = await expireIfDue(tx, { row: found, now: ctx.now() })
    if (row.status !== 'pending') {
      throw new AppError(400, 'QUOTE_NOT_PENDING', 'Only pending quotes can be updated')
    }
    const contact = checkedContact({
      phone: update.phone ?? row.phone,
      inbound_flight:
        update.inbound_flight === undefined ? row.inboundFlight : update.inbound_flight,
      outbound_flight:
        update.outbound_flight === undefined ? row.outboundFlight : update.outbound_flight,
      arrival_time: update.arrival_time === undefined ? row.arrivalTime : update.arrival_time,
      departure_time:
        update.departure_time === undefined ? row.departureTime : update.departure_time,
      notes: update.notes === undefined ? row.notes : update.notes,
    })
    const deliveryAddress =
      update.delivery_address === undefined
        ? row.deliveryAddress
        : checkedDeliveryAddress(
            (await zoneOfLocation(tx, row.pickupLocationCode))!,
            update.delivery_address,
          )
    const billingDetails =
      update.billing_details === undefined
        ? row.billingDetails
        : checkedBillingDetails(update.billing_details)
    const [updated] = await tx
      .update(quotes)
      .set({ ...contact, deliveryAddress, billingDetails, updatedAt: sql`now()` })
      .where(eq(quotes.id, id))
      .returning()
    return toQuote(tx, { row: updated!, language })
  })
}
