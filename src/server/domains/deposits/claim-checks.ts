import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { ClaimInput } from '../../../shared/contract/deposits'
import { unitDeposits } from '../../../shared/domain/deposits'
import { storedFiles } from '../../db/schema'
import { AppError } from '../../errors'
import type { BookingRow, Tx } from './context'

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
export async function checkPhotos(tx: Tx, ids: string[]) {
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

/** Each claim is on a unit not back fine, for at most its share of the deposit (422 otherwise). */
export function checkAmounts({ booking, claims }: { booking: BookingRow; claims: UnitClaim[] }) {
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
}
