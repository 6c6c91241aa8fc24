import { eq, TransactionRollbackError } from 'drizzle-orm'
import type { BookingChangeResult, Booking } from '../../../../shared/contract/bookings'
import type {
  BookingChangePreview,
  BookingChangeRequest,
} from '../../../../shared/contract/bookingChanges'
import type { Language } from '../../../../shared/domain/languages'
import { claimIdempotencyKey, storeIdempotentAnswer } from '../../../db/idempotency'
import { bookings } from '../../../db/schema'
import { notFound } from '../../../errors'
import { toBooking } from '../booking-view'
import type { BookingContext, BookingRow, Tx, Viewer } from '../context'
import { bookingRow } from '../payment-state'
import { recordChange } from './record-change'
import { repriceChange } from './reprice'
import { versionsOf } from './versions'
import { writeChange } from './write-change'

/** Who asks for a change, of which booking, and what. */
export interface ChangeAsk {
  viewer: Viewer
  /** From the desk: any booking, recorded as staff's. */
  staff: boolean
  bookingId: string
  request: BookingChangeRequest
  /** An admin's reason to refund a reduction within 24 hours of pickup. */
  overrideReason?: string
  language: Language
}

/** The booking row locked, when the asker may change it (404 as if it did not exist otherwise). */
async function lockedBooking(tx: Tx, ask: ChangeAsk): Promise<BookingRow> {
  const booking = await bookingRow({ tx, id: ask.bookingId, forUpdate: true })
  const mayChange =
    booking && (ask.staff || booking.userId === ask.viewer.userId || ask.viewer.role === 'admin')
  if (!mayChange) throw notFound('Booking not found')
  return booking
}

/** What a change would cost, computed as the commit would, in a transaction rolled back. */
export async function previewChange(
  ctx: BookingContext,
  ask: ChangeAsk,
): Promise<BookingChangePreview> {
  let preview: BookingChangePreview | undefined
  try {
    await ctx.db.transaction(async (tx) => {
      const booking = await lockedBooking(tx, ask)
      const repriced = await repriceChange(ctx, {
        tx,
        booking,
        request: ask.request,
        language: ask.language,
        override: Boolean(ask.overrideReason),
      })
      preview = repriced.preview
      tx.rollback()
    })
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error
  }
  return preview!
}

/**
 * Commits a change once per Idempotency-Key (a retry, or 20 at once, make one version), in one
 * transaction with the booking row locked: repriced, its reservations replaced under the stock
 * lock, recorded as a version, its money handed to the domains that registered for it
 * (payments writes a reduction's refund), and staff's change audited. Then those domains settle
 * with the provider, and the answer is the version and the booking as they now are.
 */
export async function commitChange(
  ctx: BookingContext,
  ask: ChangeAsk & { idempotencyKey: string },
): Promise<{ statusCode: 201; body: BookingChangeResult }> {
  const { viewer, bookingId, request, overrideReason } = ask
  const claim = {
    userId: viewer.userId,
    key: ask.idempotencyKey,
    request: { bookingId, request, overrideReason: overrideReason ?? null, staff: ask.staff },
  }
  const versionNumber = await ctx.db.transaction(async (tx) => {
    const stored = await claimIdempotencyKey(tx, claim)
    if (stored) return (stored.response as { number: number }).number
    const booking = await lockedBooking(tx, ask)
    const override = Boolean(overrideReason)
    const repriced = await repriceChange(ctx, {
      tx,
      booking,
      request,
      language: ask.language,
      override,
    })
    const kind = booking.userId === viewer.userId && !ask.staff ? 'family' : 'staff'
    const { changed, version } = await writeChange(ctx, {
      tx,
      booking,
      repriced,
      actor: { id: viewer.userId, kind },
      overrideReason: overrideReason ?? null,
    })
    await recordChange(ctx, { tx, booking, changed, version, actorId: viewer.userId })
    await storeIdempotentAnswer(tx, claim, 201, { number: version.number })
    return version.number
  })
  for (const handler of ctx.changedHandlers) await handler.afterChange({ bookingId })
  // A shorter rental or fewer units free some: the waitlist may offer them.
  ctx.waitlistSoon()
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId))
  const booking: Booking = await toBooking(ctx.db, {
    row: row!,
    language: ask.language,
    now: ctx.now(),
    photoUrl: ctx.photoUrl,
  })
  const version = (await versionsOf({ db: ctx.db, bookingId })).find(
    (v) => v.number === versionNumber,
  )!
  return { statusCode: 201, body: { version, booking } }
}
