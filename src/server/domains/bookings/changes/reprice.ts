import type { BookingChangeRequest, BookingTerms } from '../../../../shared/contract/bookingChanges'
import type { DepositMode } from '../../../../shared/domain/deposits'
import type { Language } from '../../../../shared/domain/languages'
import { and, eq } from 'drizzle-orm'
import { bookingVersions, deposits } from '../../../db/schema'
import { AppError } from '../../../errors'
import type { BookingContext, BookingRow, Tx } from '../context'
import { releaseUnits } from '../holds'
import { changePreview } from './preview'
import { inMode, settle } from './settlement'
import { changedTerms, checkChangeable, gearIdsOf, requestedTerms, termsOf } from './terms'

async function depositModeOf(tx: Tx, booking: BookingRow): Promise<DepositMode> {
  const [deposit] = await tx
    .select({ mode: deposits.mode })
    .from(deposits)
    .where(eq(deposits.bookingId, booking.id))
  return deposit?.mode ?? 'charge'
}

async function refuseWhileOwed(tx: Tx, bookingId: string) {
  const [owed] = await tx
    .select({ id: bookingVersions.id })
    .from(bookingVersions)
    .where(
      and(eq(bookingVersions.bookingId, bookingId), eq(bookingVersions.status, 'awaiting_payment')),
    )
  if (owed) {
    throw new AppError(
      409,
      'CHANGE_PAYMENT_PENDING',
      'The difference of the last change is still to be paid: pay it before changing again.',
    )
  }
}

/**
 * A change priced as the booking's own, in its transaction with the booking row locked: the
 * items' stock is locked, the booking's units go back to the stock (so they count as free for
 * it, and only for it, since the lock keeps everyone else out until commit), and the new terms
 * are priced by the same rules as a quote: period rules, stock (409 with the shortages), the
 * booking's promo code honoured. Nothing is kept unless the caller goes on and commits.
 */
export async function repriceChange(
  ctx: BookingContext,
  {
    tx,
    booking,
    request,
    language,
    override,
  }: {
    tx: Tx
    booking: BookingRow
    request: BookingChangeRequest
    language: Language
    override: boolean
  },
) {
  const before: BookingTerms = termsOf(booking)
  const after = requestedTerms(before, request)
  const changed = changedTerms(before, after)
  checkChangeable(booking, changed)
  await refuseWhileOwed(tx, booking.id)
  await ctx.catalogue.lockStock({
    tx,
    locationCode: booking.pickupLocationCode,
    gearIds: [...gearIdsOf(before), ...gearIdsOf(after)],
  })
  await releaseUnits(tx, booking.id)
  const mode = await depositModeOf(tx, booking)
  const priced = await ctx.pricing.priceRental({
    tx,
    request: {
      gear_ids: gearIdsOf(after),
      pickup_location_code: booking.pickupLocationCode,
      start_date: after.start_date,
      end_date: after.end_date,
      pickup_time: after.pickup_time,
      return_time: after.return_time,
      damage_waiver: booking.pricing.fees.some((fee) => fee.type === 'damage_waiver'),
      promo_code: booking.pricing.discounts?.[0]?.code,
    },
    language,
    userId: booking.userId,
    change: { pickupKept: !changed.includes('start_date') && !changed.includes('pickup_time') },
  })
  const pricing = inMode(priced, mode)
  const settlement = settle({
    booking,
    before: booking.pricing,
    after: pricing,
    mode,
    now: ctx.now(),
    override,
  })
  const terms = { before, after }
  return {
    terms,
    pricing,
    settlement,
    preview: changePreview({
      bookingId: booking.id,
      changed,
      terms,
      pricing: { before: booking.pricing, after: pricing },
      settlement,
    }),
  }
}

export type RepricedChange = Awaited<ReturnType<typeof repriceChange>>
