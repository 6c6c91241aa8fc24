import { eq } from 'drizzle-orm'
import type { Quote, QuoteRequest } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { lockLiveAccount } from '../../db/account-lock'
import { quotes } from '../../db/schema'
import { notFound } from '../../errors'
import { checkedBillingDetails, requireBillingDetails } from '../invoices'
import { checkedContact } from './contact'
import { checkedDeliveryAddress, zoneOfLocation } from './delivery-address'
import { QUOTE_HOLD_MINUTES } from '../../../shared/domain/constants'
import { minutesAfter } from '../../../shared/domain/zonedTime'
import type { BookingContext } from './context'
import { holdUnits } from './holds'
import { toQuote, expireIfDue } from './quote-view'

/**
 * Calls (docs/product.md): POST /quotes: prices the basket on the server and holds its units until
 * the quote's expiry, in one transaction that locks the inventory rows first (a delivery zone's:
 * its stocked location's, which the holds take from). A zone's quote keeps the delivery address
 * (checkedDeliveryAddress); a rental above 400 € needs billing details (requireBillingDetails),
 * for its full invoice. The quote belongs to the signed-in traveller whatever the body says.
 */
export async function createQuote(
  ctx: BookingContext,
  { userId, request, language }: { userId: string; request: QuoteRequest; language: Language },
): Promise<Quote> {
  const contact = checkedContact(request)
  // An unknown location is pricing's 404, below.
  const location = await zoneOfLocation(ctx.db, request.pickup_location_code)
  const deliveryAddress = location
    ? checkedDeliveryAddress(location, request.delivery_address)
    : null
  const billingDetails = checkedBillingDetails(request.billing_details)
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await lockLiveAccount(tx, userId)
    await ctx.catalogue.lockStock({
      tx,
      locationCode: request.pickup_location_code,
      gearIds: request.gear_ids,
    })
    const pricing = await ctx.pricing.priceRental({ tx, request, language, userId })
    requireBillingDetails(pricing, billingDetails)
    const expiresAt = minutesAfter(now, QUOTE_HOLD_MINUTES)
    const [row] = await tx
      .insert(quotes)
      .values({
        userId,
        pickupLocationCode: request.pickup_location_code,
        startDate: request.start_date,
        endDate: request.end_date,
        pickupTime: request.pickup_time,
        returnTime: request.return_time,
        gearIds: request.gear_ids,
        damageWaiver: request.damage_waiver === true,
        ...contact,
        deliveryAddress,
        billingDetails,
        pricing,
        expiresAt,
      })
      .returning()
    await holdUnits(tx, {
      quoteId: row!.id,
      rental: {
        stockLocationCode: await ctx.catalogue.stockLocationOf({
          tx,
          code: row!.pickupLocationCode,
        }),
        startDate: row!.startDate,
        endDate: row!.endDate,
      },
      gearIds: request.gear_ids,
      turnaroundDays: await ctx.catalogue.turnaroundByGear({ tx, gearIds: request.gear_ids }),
      expiresAt,
    })
    return toQuote(tx, { row: row!, language })
  })
}

/** The traveller's own quote; anyone else's is simply not found. */
export async function getQuote(
  ctx: BookingContext,
  { userId, id, language }: { userId: string; id: string; language: Language },
) {
  const [row] = await ctx.db.select().from(quotes).where(eq(quotes.id, id))
  if (!row || row.userId !== userId) throw notFound('Quote not found')
  return toQuote(ctx.db, { row: await expireIfDue(ctx.db, { row, now: ctx.now() }), language })
}
