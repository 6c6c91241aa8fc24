import { and, eq, sql } from 'drizzle-orm'
import type { Quote } from '../../../../shared/contract/bookings'
import type { HeldUnits } from '../../../../shared/contract/waitlist'
import type { Language } from '../../../../shared/domain/languages'
import { lockLiveAccount } from '../../../db/account-lock'
import { quotes, reservations, waitlistEntries } from '../../../db/schema'
import { AppError, notFound } from '../../../errors'
import type { BookingContext } from '../context'
import { holdUnits } from '../holds'
import { expireIfDue, toQuote } from '../quote-view'

/** The quote's gear ids with `units` of `gearId` kept (the others as they are). */
function keeping(gearIds: string[], gearId: string, units: number) {
  let kept = 0
  return gearIds.filter((id) => id !== gearId || ++kept <= units)
}

/**
 * A family offered units from the waitlist keeps fewer of them before booking
 * (PUT /quotes/{id}/units, docs/product.md, Waitlist): at least 1, at most the units held of that
 * item. In one transaction that takes the locks in booking's order (the account, the quote, then
 * the item's stock lock): the quote's holds are released, the rental is priced again for the
 * units kept, and those are held again until the offer's same expiry. The units let go are free
 * at commit, so the next family in line is offered them (the pass is asked for at once).
 */
export async function lowerHeldUnits(
  ctx: BookingContext,
  {
    userId,
    id,
    held,
    language,
  }: { userId: string; id: string; held: HeldUnits; language: Language },
): Promise<Quote> {
  let released = false
  const quote = await ctx.db.transaction(async (tx) => {
    await lockLiveAccount(tx, userId)
    const [found] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update')
    if (!found || found.userId !== userId) throw notFound('Quote not found')
    const row = await expireIfDue(tx, { row: found, now: ctx.now() })
    if (row.status !== 'pending') {
      throw new AppError(400, 'QUOTE_NOT_PENDING', 'Only pending quotes can be updated')
    }
    // Not locked: leaving the list expires this quote, which waits for ours (taken above).
    const [offer] = await tx
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.quoteId, id), eq(waitlistEntries.status, 'offered')))
    if (!offer) {
      throw new AppError(
        409,
        'WAITLIST_UNITS_FIXED',
        'Only the units held for you from the waitlist can be lowered.',
      )
    }
    const heldUnits = row.gearIds.filter((gearId) => gearId === held.gear_id).length
    if (held.units > heldUnits) {
      throw new AppError(
        422,
        'WAITLIST_UNITS_NOT_HELD',
        `At most ${heldUnits} units of this gear are held for you.`,
      )
    }
    if (held.units === heldUnits) return toQuote(tx, { row, language })
    await ctx.catalogue.lockStock({
      tx,
      locationCode: row.pickupLocationCode,
      gearIds: row.gearIds,
    })
    await tx
      .update(reservations)
      .set({ status: 'released', expiresAt: null, updatedAt: sql`now()` })
      .where(and(eq(reservations.quoteId, id), eq(reservations.status, 'held')))
    const gearIds = keeping(row.gearIds, held.gear_id, held.units)
    const pricing = await ctx.pricing.priceRental({
      tx,
      request: {
        gear_ids: gearIds,
        pickup_location_code: row.pickupLocationCode,
        start_date: row.startDate,
        end_date: row.endDate,
        pickup_time: row.pickupTime,
        return_time: row.returnTime,
        damage_waiver: row.damageWaiver,
      },
      language,
      userId,
    })
    await holdUnits(tx, {
      quoteId: id,
      rental: {
        stockLocationCode: await ctx.catalogue.stockLocationOf({
          tx,
          code: row.pickupLocationCode,
        }),
        startDate: row.startDate,
        endDate: row.endDate,
      },
      gearIds,
      turnaroundDays: await ctx.catalogue.turnaroundByGear({ tx, gearIds }),
      expiresAt: row.expiresAt,
    })
    const [updated] = await tx
      .update(quotes)
      .set({ gearIds, pricing, updatedAt: sql`now()` })
      .where(eq(quotes.id, id))
      .returning()
    released = true
    return toQuote(tx, { row: updated!, language })
  })
  if (released) ctx.waitlistSoon()
  return quote
}
