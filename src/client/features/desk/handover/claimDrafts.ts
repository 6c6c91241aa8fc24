import type { ClaimInput } from '../../../../shared/contract/deposits'
import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import type { ReturnOutcome } from '../../../../shared/contract/desk-handover'
import {
  CLAIM_NOTE_MAX_LENGTH,
  CLAIM_PHOTO_MAX_BYTES,
  CLAIM_PHOTO_TYPES,
  CLAIM_PHOTOS_MAX,
  unitDeposits,
  type ClaimReason,
} from '../../../../shared/domain/deposits'
import { amountProblem, centsFromText } from '../shell'

// A claim on a unit's share of the deposit at check-in: its draft, its rules and the request
// made from it, for the handover slice, its listeners and the claim's fields.

/** A photo chosen for a claim: uploaded at once, sent with the check-in by its id. */
export interface ClaimPhotoDraft {
  key: string
  name: string
  /** Where the chosen file is shown before and after it is sent (a local object URL). */
  preview: string
  status: 'uploading' | 'uploaded' | 'failed'
  /** The stored photo's id, once uploaded. */
  id: string | null
  /** Why it was not taken: a server code, or TOO_MANY_PHOTOS. */
  error: string | null
}

export interface ClaimDraft {
  /** The unit's share of the deposit (cents), the most it may be claimed. */
  share: number
  currency: string
  amount: string
  reason: ClaimReason
  note: string
  photos: ClaimPhotoDraft[]
  /** The check-in was confirmed with it: its messages show from then on. */
  submitted: boolean
}

/** A file chosen for a claim, as the slice records it (the file itself stays out of the store). */
export interface ChosenPhoto {
  key: string
  name: string
  type: string
  size: number
  preview: string
}

/** The ways back a claim may be made on: cleaning, repair, or not back at all. */
export const CLAIMABLE: readonly ReturnOutcome[] = ['cleaning', 'repair', 'missing']

/** The reason a claim starts with, from how the unit came back. */
export const reasonFor = (outcome: ReturnOutcome): ClaimReason =>
  outcome === 'missing' ? 'missing' : outcome === 'cleaning' ? 'deep_cleaning' : 'damaged'

/** A new photo's state: refused here when the desk can tell it would be, uploading otherwise. */
export function photoDraftOf(photo: ChosenPhoto, taken: number): ClaimPhotoDraft {
  const error = !(CLAIM_PHOTO_TYPES as readonly string[]).includes(photo.type)
    ? 'UNSUPPORTED_MEDIA_TYPE'
    : photo.size > CLAIM_PHOTO_MAX_BYTES
      ? 'FILE_TOO_LARGE'
      : taken >= CLAIM_PHOTOS_MAX
        ? 'TOO_MANY_PHOTOS'
        : null
  return {
    key: photo.key,
    name: photo.name,
    preview: photo.preview,
    status: error ? 'failed' : 'uploading',
    id: null,
    error,
  }
}

/** Photos that are or will be part of the claim (those refused are not). */
export const photosTaken = (claim: ClaimDraft) =>
  claim.photos.filter((photo) => photo.status !== 'failed').length

export type ClaimProblem =
  'amountRequired' | 'amountInvalid' | 'amountTooLarge' | 'noteTooLong' | 'photosUploading'

/** What keeps a claim from going with the check-in, field by field. */
export function claimProblems(claim: ClaimDraft) {
  return {
    amount: amountProblem(claim.amount, claim.share, {
      required: true,
    }) as ClaimProblem | null,
    note: claim.note.trim().length > CLAIM_NOTE_MAX_LENGTH ? ('noteTooLong' as const) : null,
    photos: claim.photos.some((photo) => photo.status === 'uploading')
      ? ('photosUploading' as const)
      : null,
  }
}

export const claimIncomplete = (claim: ClaimDraft) =>
  Object.values(claimProblems(claim)).some((problem) => problem !== null)

/** The claim as the check-in request carries it: its uploaded photos by id. */
export function claimInputOf(claim: ClaimDraft): ClaimInput {
  const note = claim.note.trim()
  const ids = claim.photos.flatMap((photo) => (photo.id ? [photo.id] : []))
  return {
    amount: centsFromText(claim.amount) ?? 0,
    reason: claim.reason,
    ...(note ? { note } : {}),
    ...(ids.length > 0 ? { photo_ids: ids } : {}),
  }
}

/**
 * Each unit's share of the deposit (cents), by unit id: its item's deposit shared equally among
 * the item's units, in the order the booking lists them (`unitDeposits`, as the server checks).
 */
export function unitShares(
  booking: Pick<DeskBookingDetail, 'items' | 'units'>,
): Record<string, number> {
  const shares: Record<string, number> = {}
  for (const item of booking.items) {
    const split = unitDeposits(item.deposit, item.quantity)
    booking.units
      .filter((unit) => unit.gear_id === item.gear_id)
      .forEach((unit, index) => {
        shares[unit.unit_id] = split[index] ?? split[0]!
      })
  }
  return shares
}
