import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { addDays } from '../../../../shared/domain/calendar'
import { WAITLIST_OFFER_HOURS } from '../../../../shared/domain/waitlist'
import { pickupLocations, users, waitlistEntries } from '../../../db/schema'
import { AppError } from '../../../errors'
import { formatDeadline, formatMoment, waitlistOfferEmail } from '../../mail'
import type { BookingContext, Tx } from '../context'
import type { QuoteRow } from '../quote-view'
import type { WaitlistRow } from './entries'
import { holdOffer } from './offer-hold'

/** What one offer pass did. */
export interface WaitlistPass {
  /** Entries closed: offers that lapsed unbooked, and entries whose dates began. */
  expired: number
  /** Families offered a hold of freed units. */
  offered: number
}

/** One line: the families waiting for an item at a location for the same dates. */
interface Line {
  locationCode: string
  gearId: string
  startDate: string
  endDate: string
}

/**
 * The waitlist's offer pass (docs/product.md, Waitlist), run every few seconds and soon after a
 * cancellation, a change or a family leaving. First, offers whose hold lapsed unbooked expire
 * (their units are free again: availability no longer counts the hold), and so do entries whose
 * pickup day has come at their location. Then each line with families waiting is offered what
 * is free for its dates, in one transaction per line that takes the item's stock lock first:
 * the lock every writer of units takes, so the units counted free are the units held, and a
 * second process running the pass waits, then counts those holds and finds nothing left to
 * offer. A freed unit is thus held for one family at a time. The first family in line gets a
 * hold of what is free, up to the units it asked for, then the next while units remain.
 */
export async function offerFreedUnits(ctx: BookingContext): Promise<WaitlistPass> {
  const now = ctx.now()
  const expired = await closeEntries(ctx, now)
  const lines = await ctx.db
    .selectDistinct({
      locationCode: waitlistEntries.locationCode,
      gearId: waitlistEntries.gearId,
      startDate: waitlistEntries.startDate,
      endDate: waitlistEntries.endDate,
    })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.status, 'waiting'))
  let offered = 0
  let failure: unknown = null
  for (const line of lines) {
    // One line failing leaves the others their turn; the pass reports it at the end.
    try {
      offered += await offerLine(ctx, { line, now })
    } catch (error) {
      failure ??= error
    }
  }
  if (failure) throw failure
  return { expired, offered }
}

/** Lapsed offers, and entries whose pickup day has come at their location, expire. */
async function closeEntries(ctx: BookingContext, now: Date) {
  const lapsed = await ctx.db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .returning({ id: waitlistEntries.id })
  const started = await ctx.db
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(
      and(
        inArray(waitlistEntries.status, ['waiting', 'offered']),
        sql`${waitlistEntries.startDate} <= (
          select (${now.toISOString()}::timestamptz at time zone ${pickupLocations.timeZone})::date
          from ${pickupLocations} where ${pickupLocations.code} = ${waitlistEntries.locationCode})`,
      ),
    )
    .returning({ id: waitlistEntries.id })
  return lapsed.length + started.length
}

/** Offers what is free for one line's dates, first come first served; how many offers. */
async function offerLine(ctx: BookingContext, { line, now }: { line: Line; now: Date }) {
  return ctx.db.transaction(async (tx) => {
    await ctx.catalogue.lockStock({
      tx,
      locationCode: line.locationCode,
      gearIds: [line.gearId],
    })
    const waiting = await tx
      .select()
      .from(waitlistEntries)
      .where(
        and(
          eq(waitlistEntries.locationCode, line.locationCode),
          eq(waitlistEntries.gearId, line.gearId),
          eq(waitlistEntries.startDate, line.startDate),
          eq(waitlistEntries.endDate, line.endDate),
          eq(waitlistEntries.status, 'waiting'),
        ),
      )
      .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id))
      .for('update')
    if (waiting.length === 0) return 0
    const availability = await ctx.catalogue.findAvailability({
      tx,
      locationCode: line.locationCode,
      startDate: line.startDate,
      endDate: line.endDate,
      gearIds: [line.gearId],
    })
    let free = availability.get(line.gearId)?.available ?? 0
    let offered = 0
    const expiresAt = new Date(now.getTime() + WAITLIST_OFFER_HOURS * 3_600_000)
    for (const entry of waiting) {
      if (free <= 0) break
      const units = Math.min(free, entry.units)
      let quote: QuoteRow
      try {
        quote = await holdOffer(ctx, { tx, entry, units, expiresAt })
      } catch (error) {
        // The rental no longer passes the rules (its pickup passed, the desk closes that day):
        // it can never be offered. Only reads ran before the refusal, so the line goes on.
        if (!(error instanceof AppError)) throw error
        await setStatus(tx, entry.id, 'expired')
        continue
      }
      await tx
        .update(waitlistEntries)
        .set({
          status: 'offered',
          quoteId: quote.id,
          offerExpiresAt: expiresAt,
          updatedAt: sql`now()`,
        })
        .where(eq(waitlistEntries.id, entry.id))
      await emailOffer(ctx, { tx, entry, units, quote })
      free -= units
      offered += 1
    }
    return offered
  })
}

const setStatus = (tx: Tx, id: string, status: 'expired') =>
  tx
    .update(waitlistEntries)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, id))

/** The offer email, in the language the family joined in, queued in the offer's transaction. */
async function emailOffer(
  ctx: BookingContext,
  { tx, entry, units, quote }: { tx: Tx; entry: WaitlistRow; units: number; quote: QuoteRow },
) {
  const [user] = await tx.select().from(users).where(eq(users.id, entry.userId))
  const [location] = await tx
    .select()
    .from(pickupLocations)
    .where(eq(pickupLocations.code, entry.locationCode))
  const gear = (await ctx.catalogue.gearByIds({ tx, ids: [entry.gearId] })).get(entry.gearId)
  if (!user || !location || !gear) return
  const language = entry.language
  const leaveLink = ctx.waitlistLeaveLink({
    entryId: entry.id,
    expiresAt: new Date(`${addDays(entry.endDate, 1)}T00:00:00Z`),
  })
  await ctx.mail.enqueue({
    tx,
    to: user.email,
    language,
    template: 'waitlist_offer',
    content: waitlistOfferEmail(language, {
      firstName: user.firstName,
      gearName: gear.names[language],
      locationName: location.names[language],
      pickup: formatMoment({ date: entry.startDate, time: entry.pickupTime, language }),
      returnBy: formatMoment({ date: entry.endDate, time: entry.returnTime, language }),
      units,
      wanted: entry.units,
      heldUntil: formatDeadline({
        instant: quote.expiresAt,
        language,
        timeZone: location.timeZone,
      }),
      link: `${ctx.config.publicUrl}/quote/${quote.id}`,
      leaveLink,
    }),
  })
}
