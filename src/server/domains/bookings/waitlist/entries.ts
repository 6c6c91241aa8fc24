import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { WaitlistEntry, WaitlistJoin } from '../../../../shared/contract/waitlist'
import type { Language } from '../../../../shared/domain/languages'
import { isOpenWaitlistStatus } from '../../../../shared/domain/waitlist'
import { waitlistEntries } from '../../../db/schema'
import { isUniqueViolation } from '../../../db/unique-violation'
import { AppError, notFound } from '../../../errors'
import type { BookingContext, Tx } from '../context'
import { releaseOffer } from './offer-hold'

export type WaitlistRow = typeof waitlistEntries.$inferSelect

export const toWaitlistEntry = (row: WaitlistRow): WaitlistEntry => ({
  _id: row.id,
  gear_id: row.gearId,
  units: row.units,
  pickup_location_code: row.locationCode,
  start_date: row.startDate,
  end_date: row.endDate,
  pickup_time: row.pickupTime,
  return_time: row.returnTime,
  status: row.status,
  quote_id: row.quoteId,
  offer_expires_at: row.offerExpiresAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
})

/**
 * Joins the line for an item short for a rental (POST /waitlist): the rental must pass the period
 * rules at a desk (a delivery zone: 422 WAITLIST_NOT_FOR_DELIVERY), and the item must be short
 * for it, counted live under the stock lock (else 409 WAITLIST_NOT_SHORT: book it instead). One
 * place in line per family, item, location and dates (409 WAITLIST_ALREADY_JOINED).
 */
export async function joinWaitlist(
  ctx: BookingContext,
  { userId, join, language }: { userId: string; join: WaitlistJoin; language: Language },
): Promise<WaitlistEntry> {
  const location = await ctx.catalogue.checkRentalPeriod({ request: join, source: 'body' })
  if (location.type === 'delivery') {
    throw new AppError(
      422,
      'WAITLIST_NOT_FOR_DELIVERY',
      'The waitlist is for pickups at a desk. Choose a pickup location.',
    )
  }
  if ((await ctx.catalogue.gearByIds({ ids: [join.gear_id] })).size === 0) {
    throw new AppError(400, 'UNKNOWN_GEAR', `Unknown gear ${join.gear_id}`)
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      await ctx.catalogue.lockStock({
        tx,
        locationCode: join.pickup_location_code,
        gearIds: [join.gear_id],
      })
      const free = await ctx.catalogue.findAvailability({
        tx,
        locationCode: join.pickup_location_code,
        startDate: join.start_date,
        endDate: join.end_date,
        gearIds: [join.gear_id],
      })
      if ((free.get(join.gear_id)?.available ?? 0) >= join.units) {
        throw new AppError(
          409,
          'WAITLIST_NOT_SHORT',
          'This gear is free for those dates: add it to your basket instead.',
        )
      }
      const [row] = await tx
        .insert(waitlistEntries)
        .values({
          userId,
          locationCode: join.pickup_location_code,
          gearId: join.gear_id,
          startDate: join.start_date,
          endDate: join.end_date,
          pickupTime: join.pickup_time,
          returnTime: join.return_time,
          units: join.units,
          language,
        })
        .returning()
      return toWaitlistEntry(row!)
    })
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        409,
        'WAITLIST_ALREADY_JOINED',
        'You are already on the waitlist for this gear and these dates.',
      )
    }
    throw error
  }
}

/** The family's entries, newest first. */
export async function listWaitlist(ctx: BookingContext, { userId }: { userId: string }) {
  const rows = await ctx.db
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(desc(waitlistEntries.createdAt), asc(waitlistEntries.id))
  return { entries: rows.map(toWaitlistEntry) }
}

/** Leaves the line: a held offer is released (then offered to the next family in line). */
async function leave(ctx: BookingContext, tx: Tx, row: WaitlistRow): Promise<WaitlistRow> {
  if (!isOpenWaitlistStatus(row.status)) {
    throw new AppError(409, 'WAITLIST_CLOSED', 'This waitlist entry is already closed.')
  }
  if (row.status === 'offered' && row.quoteId) await releaseOffer(tx, row.quoteId)
  const [left] = await tx
    .update(waitlistEntries)
    .set({ status: 'left', updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, row.id))
    .returning()
  return left!
}

/** The entry locked for the rest of `tx`, when it exists. */
async function lockedEntry(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(waitlistEntries)
    .where(eq(waitlistEntries.id, id))
    .for('update')
  return row
}

/** DELETE /waitlist/{id}: the owner leaves (404 to anyone else). */
export async function leaveWaitlist(
  ctx: BookingContext,
  { userId, id }: { userId: string; id: string },
): Promise<WaitlistEntry> {
  const left = await ctx.db.transaction(async (tx) => {
    const row = await lockedEntry(tx, id)
    if (!row || row.userId !== userId) throw notFound('Waitlist entry not found')
    return leave(ctx, tx, row)
  })
  ctx.waitlistSoon()
  return toWaitlistEntry(left)
}

/** The email's leave link, without signing in: its signed token names the entry. */
export async function leaveWaitlistByLink(
  ctx: BookingContext,
  { token }: { token: string },
): Promise<WaitlistEntry> {
  const { bookingId: entryId } = ctx.links.verify({ token, purpose: 'waitlist_leave' })
  const left = await ctx.db.transaction(async (tx) => {
    const row = await lockedEntry(tx, entryId)
    if (!row) throw notFound('Waitlist entry not found')
    // Following the link twice answers the same: the family is off the list.
    return row.status === 'left' ? row : leave(ctx, tx, row)
  })
  ctx.waitlistSoon()
  return toWaitlistEntry(left)
}

/** A quote booked from a waitlist offer books its entry, in the booking's transaction. */
export async function markWaitlistBooked(tx: Tx, { quoteId }: { quoteId: string }) {
  await tx
    .update(waitlistEntries)
    .set({ status: 'booked', updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.quoteId, quoteId), eq(waitlistEntries.status, 'offered')))
}
