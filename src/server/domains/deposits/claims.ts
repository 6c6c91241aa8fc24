import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { ClaimInput } from '../../../shared/contract/deposits'
import { CLAIM_DISPUTE_DAYS, unitDeposits } from '../../../shared/domain/deposits'
import { claimEvents, claimPhotos, damageClaims, deposits, storedFiles } from '../../db/schema'
import { AppError } from '../../errors'
import type { BookingRow, DepositContext, Tx } from './context'
import { emailClaims } from './claim-emails'
import { isOpen, lockDeposit } from './settle'

/** A unit handed back with a claim on its share of the deposit. */
export interface UnitClaim {
  unitId: string
  assetTag: string
  gearId: string
  outcome: 'fine' | 'cleaning' | 'repair' | 'missing'
  claim: ClaimInput
}

const refuse = (
  code: 'CLAIM_NOT_ALLOWED' | 'CLAIM_TOO_LARGE' | 'CLAIM_PHOTO_INVALID',
  text: string,
) => new AppError(422, code, text)

/** The most one unit of an item may be claimed for: its share of the item's deposit. */
function unitShare(booking: BookingRow, gearId: string) {
  const item = booking.pricing.items.find((candidate) => candidate.gear_id === gearId)
  return item ? unitDeposits(item.deposit, item.quantity)[0]! : 0
}

/** Photos for the claims: each uploaded as a claim photo, used by nothing yet, sent once. */
async function checkPhotos(tx: Tx, ids: string[]) {
  if (new Set(ids).size !== ids.length) {
    throw refuse('CLAIM_PHOTO_INVALID', 'A photo is sent with more than one claim.')
  }
  if (ids.length === 0) return
  const found = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(
      and(
        inArray(storedFiles.id, ids),
        eq(storedFiles.purpose, 'claim_photo'),
        isNull(storedFiles.attachedAt),
      ),
    )
    .for('update')
  if (found.length !== ids.length) {
    throw refuse(
      'CLAIM_PHOTO_INVALID',
      'A photo is not one the desk uploaded for a claim, or it is used by another claim already.',
    )
  }
}

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
  for (const { outcome, assetTag, gearId, claim } of claims) {
    if (outcome === 'fine') {
      throw refuse(
        'CLAIM_NOT_ALLOWED',
        `Unit ${assetTag} came back fine: there is nothing to claim.`,
      )
    }
    const share = unitShare(booking, gearId)
    if (claim.amount > share) {
      throw refuse(
        'CLAIM_TOO_LARGE',
        `Unit ${assetTag} can be claimed for at most its share of the deposit (${share} cents).`,
      )
    }
  }
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
