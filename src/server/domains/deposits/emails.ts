import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm'
import { depositJobs, deposits } from '../../db/schema'
import { depositHoldDeclinedEmail, depositReleasedEmail, formatMoney } from '../mail'
import type { BookingRow, DepositContext, DepositRow, Tx } from './context'
import { returnInstant } from './location-time'
import { lockDeposit } from './settle'

/** Where the family places a hold themselves: the token rides in the fragment, never in logs. */
export function depositLink(
  ctx: Pick<DepositContext, 'config' | 'links'>,
  { booking, returnAt }: { booking: BookingRow; returnAt: Date },
) {
  const token = ctx.links.sign({
    purpose: 'deposit_hold',
    bookingId: booking.id,
    expiresAt: returnAt,
  })
  return `${ctx.config.publicUrl}/deposit#${token}`
}

/** The family is asked to place the hold with another card (their card refused it). */
export async function emailHoldDeclined(
  ctx: DepositContext,
  { tx, booking, deposit }: { tx: Tx; booking: BookingRow; deposit: DepositRow },
) {
  const link = depositLink(ctx, { booking, returnAt: await returnInstant(tx, booking) })
  await ctx.bookings.emailTraveller({
    tx,
    booking,
    template: 'deposit_hold_declined',
    render: (language, facts) =>
      depositHoldDeclinedEmail(language, {
        ...facts,
        amount: formatMoney({ cents: deposit.amountCents, currency: deposit.currency, language }),
        placeLink: link,
        placeBy: facts.pickup,
      }),
  })
}

/**
 * Hold mode: once the provider has carried out every release and capture of a decided deposit,
 * the family is told the money is back (in the transaction of the last one, with the booking
 * locked, so exactly one of them tells).
 */
export async function emailWhenMoneyBack(
  ctx: DepositContext,
  { tx, booking }: { tx: Tx; booking: BookingRow },
) {
  const deposit = await lockDeposit(tx, booking.id)
  if (deposit.mode !== 'hold' || !deposit.settledAt || deposit.moneyBackAt) return
  // Told once the last call is through (a hold still being placed is released after it); a call
  // the provider refused is for a person to settle.
  const [unfinished] = await tx
    .select({ id: depositJobs.id })
    .from(depositJobs)
    .where(
      and(
        eq(depositJobs.bookingId, booking.id),
        or(
          and(
            inArray(depositJobs.kind, ['release', 'capture']),
            inArray(depositJobs.status, ['pending', 'failed']),
          ),
          and(
            eq(depositJobs.kind, 'place'),
            eq(depositJobs.status, 'pending'),
            gt(depositJobs.attempts, 0),
          ),
        ),
      ),
    )
    .limit(1)
  if (unfinished) return
  await moneyBack(ctx, { tx, booking, deposit, refundId: null })
}

/**
 * What was released of the deposit is back with the family (the provider released the hold, or
 * the deposit refund succeeded): noted once, and the family told when there was money to give.
 */
export async function moneyBack(
  ctx: Pick<DepositContext, 'bookings' | 'now'>,
  {
    tx,
    booking,
    deposit,
    refundId,
  }: { tx: Tx; booking: BookingRow; deposit: DepositRow; refundId: string | null },
) {
  const [noted] = await tx
    .update(deposits)
    .set({ moneyBackAt: ctx.now(), updatedAt: sql`now()` })
    .where(and(eq(deposits.bookingId, booking.id), isNull(deposits.moneyBackAt)))
    .returning()
  if (!noted || deposit.releasedCents === 0) return
  await ctx.bookings.emailTraveller({
    tx,
    booking,
    template: 'deposit_released',
    render: (language, facts) =>
      depositReleasedEmail(language, {
        ...facts,
        amount: formatMoney({ cents: deposit.releasedCents, currency: deposit.currency, language }),
        kept:
          deposit.claimedCents > 0
            ? formatMoney({ cents: deposit.claimedCents, currency: deposit.currency, language })
            : null,
        mode: deposit.mode,
        refundId,
      }),
  })
}
