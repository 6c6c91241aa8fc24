import { eq, sql } from 'drizzle-orm'
import { CLAIM_DISPUTE_DAYS } from '../../../shared/domain/deposits'
import { claimEvents, claimPhotos, damageClaims, deposits } from '../../db/schema'
import { AppError } from '../../errors'
import type { BookingRow, DepositContext, Tx } from './context'
import { emailClaims } from './claim-emails'
import { isOpen, lockDeposit } from './settle'
import { checkAmounts, checkPhotos, type UnitClaim } from './claim-checks'

export type { UnitClaim } from './claim-checks'

/**
 * Claims staff make at check-in on a locked booking's units (in the check-in's transaction): a
 * unit back for cleaning, for repair or missing may be claimed for up to its share of the
 * deposit, with a reason, a note and photos. The family may answer for CLAIM_DISPUTE_DAYS from
 * the latest claim, and is emailed the claims with their photos; each claim is audited.
 */
export async function recordClaims(
  ctx: DepositContext,
  {
    tx,
    booking,
    actorId,
    claims,
  }: { tx: Tx; booking: BookingRow; actorId: string; claims: UnitClaim[] },
) {
  if (claims.length === 0) return
  checkAmounts({ booking, claims })
  const deposit = await lockDeposit(tx, booking.id)
  if (!isOpen(deposit)) {
    throw new AppError(409, 'ALREADY_DECIDED', "This booking's deposit is already decided.")
  }
  const photoIds = claims.flatMap(({ claim }) => claim.photo_ids ?? [])
  await checkPhotos(tx, photoIds)
  const now = ctx.now()
  const answerBy = new Date(now.getTime() + CLAIM_DISPUTE_DAYS * 86_400_000)
  for (const { unitId, assetTag, claim } of claims) {
    const note = claim.note?.trim() || null
    const [row] = await tx
      .insert(damageClaims)
      .values({
        bookingId: booking.id,
        unitId,
        amountCents: claim.amount,
        reason: claim.reason,
        note,
        createdBy: actorId,
      })
      .returning()
    const photos = claim.photo_ids ?? []
    if (photos.length > 0) {
      await tx
        .insert(claimPhotos)
        .values(photos.map((fileId, position) => ({ claimId: row!.id, fileId, position })))
    }
    await tx.insert(claimEvents).values({
      bookingId: booking.id,
      kind: 'claimed',
      actorId,
      amountCents: claim.amount,
      message: note,
      at: now,
    })
    await ctx.audit.record({
      tx,
      actorId,
      action: 'deposit.claim',
      bookingId: booking.id,
      unitId,
      before: null,
      after: {
        asset_tag: assetTag,
        amount: claim.amount,
        reason: claim.reason,
        note,
        photos: photos.length,
      },
    })
  }
  await ctx.files.attach({ tx, ids: photoIds })
  await tx
    .update(deposits)
    .set({ disputeUntil: answerBy, updatedAt: sql`now()` })
    .where(eq(deposits.bookingId, booking.id))
  await emailClaims(ctx, { tx, booking, deposit, claims, photoIds, answerBy })
}
