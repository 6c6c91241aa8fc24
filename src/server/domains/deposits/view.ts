import { and, asc, eq, ne } from 'drizzle-orm'
import type { Deposit } from '../../../shared/contract/deposits'
import { HOLD_RELEASE_SHOWS_DAYS, REFUND_SHOWS_DAYS } from '../../../shared/domain/deposits'
import { claimEvents, depositHolds, deposits, payments } from '../../db/schema'
import { depositMissing } from './attention'
import type { BookingRow, DepositContext, DepositRow, PhotoUrl, Tx } from './context'
import { claimPhotoUrl } from './photos'
import { claimsOf } from './claim-view'

type Reader = Pick<Tx, 'select'>

const iso = (instant: Date | null) => instant?.toISOString() ?? null
const daysAfter = (instant: Date, days: number) => new Date(instant.getTime() + days * 86_400_000)

export type { PhotoUrl } from './context'

/** The family's card should show what came back by then. */
function moneyBackBy(deposit: DepositRow) {
  if (!deposit.moneyBackAt || deposit.releasedCents === 0) return null
  const days = deposit.mode === 'hold' ? HOLD_RELEASE_SHOWS_DAYS : REFUND_SHOWS_DAYS
  return daysAfter(deposit.moneyBackAt, days).toISOString()
}

/** The deposit of a booking as its traveller and the desk see it, as of `now`. */
export async function depositView(
  db: Reader,
  {
    booking,
    now,
    photoUrl,
  }: {
    booking: Pick<BookingRow, 'id' | 'status' | 'paymentStatus' | 'handedOutAt'>
    now: Date
    photoUrl: PhotoUrl
  },
): Promise<Deposit> {
  const [deposit] = await db.select().from(deposits).where(eq(deposits.bookingId, booking.id))
  if (!deposit) throw new Error(`Booking ${booking.id} has no deposit record`)
  const [live] = await db
    .select({ expiresAt: depositHolds.expiresAt })
    .from(depositHolds)
    .where(and(eq(depositHolds.bookingId, booking.id), eq(depositHolds.status, 'held')))
    .orderBy(asc(depositHolds.createdAt))
  const history = await db
    .select()
    .from(claimEvents)
    .where(eq(claimEvents.bookingId, booking.id))
    .orderBy(asc(claimEvents.at))
  const claims = await claimsOf(db, { bookingId: booking.id, photoUrl })
  const [took] =
    deposit.mode === 'hold'
      ? await db
          .select({ id: depositHolds.id })
          .from(depositHolds)
          .where(and(eq(depositHolds.bookingId, booking.id), ne(depositHolds.status, 'declined')))
          .limit(1)
      : await db
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.bookingId, booking.id), eq(payments.kept, true)))
          .limit(1)
  const undecided = claims.length > 0 && !history.some((event) => event.kind === 'decided')
  const answered = history.some((event) => event.kind === 'disputed')
  const disputeOpen = undecided && !!deposit.disputeUntil && now < deposit.disputeUntil
  return {
    mode: deposit.mode,
    status: deposit.status,
    amount: deposit.amountCents,
    currency: deposit.currency,
    taken: took !== undefined,
    claimed: deposit.claimedCents,
    released: deposit.releasedCents,
    hold_from: iso(deposit.holdFrom),
    held_until: iso(live?.expiresAt ?? null),
    missing: depositMissing({ deposit, booking, now }),
    declined_at: iso(deposit.holdDeclinedAt),
    settled_at: iso(deposit.settledAt),
    money_back_at: iso(deposit.moneyBackAt),
    money_back_by: moneyBackBy(deposit),
    claims,
    history: history.map((event) => ({
      kind: event.kind,
      at: event.at.toISOString(),
      by: event.kind === 'disputed' ? ('family' as const) : ('staff' as const),
      amount: event.amountCents,
      message: event.message,
    })),
    dispute_until: iso(deposit.disputeUntil),
    can_dispute: disputeOpen,
    can_keep: undecided && (answered || !disputeOpen),
  }
}

/** The deposit as the booking's traveller and the desk see it now, its photos at signed addresses. */
export const currentDepositView = (
  ctx: Pick<DepositContext, 'links' | 'now'>,
  { db, booking }: { db: Reader; booking: Parameters<typeof depositView>[1]['booking'] },
) => depositView(db, { booking, now: ctx.now(), photoUrl: claimPhotoUrl(ctx.links, ctx.now) })
