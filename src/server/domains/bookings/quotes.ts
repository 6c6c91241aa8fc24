import { eq, sql } from 'drizzle-orm'
import type { Quote, QuoteRequest, QuoteUpdate } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { bookings, quotes } from '../../db/schema'
import { AppError, notFound } from '../../errors'
import { checkedContact } from './contact'
import { checkedDeliveryAddress, zoneOfLocation } from './delivery-address'
import { QUOTE_HOLD_MINUTES } from '../../../shared/domain/constants'
import { minutesAfter } from '../../../shared/domain/zonedTime'
import type { BookingContext, Tx } from './context'
import { holdUnits } from './holds'
import { rentalView } from './rental-view'

type QuoteRow = typeof quotes.$inferSelect

export async function toQuote(
  db: Pick<Tx, 'select'>,
  { row, language }: { row: QuoteRow; language: Language },
): Promise<Quote> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.quoteId, row.id))
  return {
    _id: row.id,
    status: row.status,
    ...(await rentalView(db, { row, language })),
    gear_ids: row.gearIds,
    pricing: row.pricing,
    expiry: row.expiresAt.toISOString(),
    booking_id: booking?.id ?? null,
    created_at: row.createdAt.toISOString(),
  }
}

/**
 * Calls (docs/product.md): POST /quotes: prices the basket on the server and holds its units until
 * the quote's expiry, in one transaction that locks the inventory rows first (a delivery zone's:
 * its stocked location's, which the holds take from). A zone's quote keeps the delivery address
 * (checkedDeliveryAddress). The quote belongs to the signed-in traveller whatever the body says.
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
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    await ctx.catalogue.lockStock({
      tx,
      locationCode: request.pickup_location_code,
      gearIds: request.gear_ids,
    })
    const pricing = await ctx.pricing.priceRental({ tx, request, language, userId })
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

/** A pending quote whose hold has run out is expired from then on. */
async function expireIfDue(
  tx: Pick<Tx, 'update'>,
  { row, now }: { row: QuoteRow; now: Date },
): Promise<QuoteRow> {
  if (row.status !== 'pending' || row.expiresAt > now) return row
  await tx
    .update(quotes)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(eq(quotes.id, row.id))
  return { ...row, status: 'expired' }
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

/**
 * Calls (docs/product.md): PATCH /quotes/{id}: contact details, notes and the delivery address
 * (same checks as when quoted), only on the owner's pending quote.
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
      notes: update.notes === undefined ? row.notes : update.notes,
    })
    const deliveryAddress =
      update.delivery_address === undefined
        ? row.deliveryAddress
        : checkedDeliveryAddress(
            (await zoneOfLocation(tx, row.pickupLocationCode))!,
            update.delivery_address,
          )
    const [updated] = await tx
      .update(quotes)
      .set({ ...contact, deliveryAddress, updatedAt: sql`now()` })
      .where(eq(quotes.id, id))
      .returning()
    return toQuote(tx, { row: updated!, language })
  })
}
