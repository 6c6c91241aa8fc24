import { and, eq, sql } from 'drizzle-orm'
import type { Quote } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { bookings, quotes, waitlistEntries } from '../../db/schema'
import type { Tx } from './context'
import { rentalView } from './rental-view'
import { quoteSeatWarnings } from './seat-warnings'

export type QuoteRow = typeof quotes.$inferSelect

export async function toQuote(
  db: Pick<Tx, 'select'>,
  { row, language }: { row: QuoteRow; language: Language },
): Promise<Quote> {
  const [booking] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.quoteId, row.id))
  const [offer] = await db
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.quoteId, row.id), eq(waitlistEntries.status, 'offered')))
  return {
    _id: row.id,
    status: row.status,
    ...(await rentalView(db, { row, language })),
    gear_ids: row.gearIds,
    pricing: row.pricing,
    expiry: row.expiresAt.toISOString(),
    booking_id: booking?.id ?? null,
    created_at: row.createdAt.toISOString(),
    seat_warnings:
      row.status === 'pending'
        ? await quoteSeatWarnings(db, { userId: row.userId, gearIds: row.gearIds })
        : [],
    waitlist_offer: Boolean(offer),
  }
}

/** A pending quote whose hold has run out is expired from then on. */
export async function expireIfDue(
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
