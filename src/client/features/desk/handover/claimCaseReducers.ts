import { nanoid, type PayloadAction } from '@reduxjs/toolkit'
import type { ClaimReason } from '../../../../shared/domain/deposits'
import {
  photoDraftOf,
  photosTaken,
  reasonFor,
  type ChosenPhoto,
  type ClaimDraft,
} from './claimDrafts'
import type { HandoverState } from './handoverSlice'
import { openPreview } from './photoPreviews'

// The handover slice's events about a claim on the deposit at check-in (handoverSlice.ts joins
// them to its own): the claim's fields and the photos chosen for it.

/** Which unit of which booking a claim event is about. */
interface AboutUnit {
  bookingId: string
  unitId: string
}

/** The claim on a unit being written, if there is one. */
const claimIn = (state: HandoverState, { bookingId, unitId }: AboutUnit) =>
  state.checkIn[bookingId]?.[unitId]?.claim

export const claimCaseReducers = {
  /** "Claim on the deposit" ticked for a unit back for cleaning, repair or missing. */
  claimOpened(
    state: HandoverState,
    action: PayloadAction<AboutUnit & Pick<ClaimDraft, 'share' | 'currency'>>,
  ) {
    const { bookingId, unitId, share, currency } = action.payload
    const choice = state.checkIn[bookingId]?.[unitId]
    if (!choice) return
    choice.claim = {
      share,
      currency,
      amount: '',
      reason: reasonFor(choice.outcome),
      note: '',
      photos: [],
      submitted: false,
    }
  },
  claimDropped(state: HandoverState, action: PayloadAction<AboutUnit>) {
    const { bookingId, unitId } = action.payload
    delete state.checkIn[bookingId]?.[unitId]?.claim
  },
  claimEdited(
    state: HandoverState,
    action: PayloadAction<AboutUnit & { amount?: string; reason?: ClaimReason; note?: string }>,
  ) {
    const { bookingId: _booking, unitId: _unit, ...edit } = action.payload
    const claim = claimIn(state, action.payload)
    if (claim) Object.assign(claim, edit)
  },
  /**
   * Photos chosen for a claim: each is refused here when it cannot be taken (its type, its
   * size, one too many), or uploaded at once by a listener. The files ride on the event's
   * `meta.arg`, where Redux Toolkit keeps an argument no state holds (they cannot be
   * serialised); each gets a local preview.
   */
  claimPhotosChosen: {
    reducer(
      state: HandoverState,
      action: PayloadAction<AboutUnit & { photos: ChosenPhoto[] }, string, { arg: File[] }>,
    ) {
      const claim = claimIn(state, action.payload)
      if (!claim) return
      for (const photo of action.payload.photos) {
        claim.photos.push(photoDraftOf(photo, photosTaken(claim)))
      }
    },
    prepare(about: AboutUnit, files: File[]) {
      const photos = files.map(({ name, type, size }, index) => ({
        key: nanoid(),
        name,
        type,
        size,
        preview: openPreview(files[index]!),
      }))
      return { payload: { ...about, photos }, meta: { arg: files } }
    },
  },
  claimPhotoUploaded(
    state: HandoverState,
    action: PayloadAction<AboutUnit & { key: string; id: string }>,
  ) {
    const photo = claimIn(state, action.payload)?.photos.find(
      ({ key }) => key === action.payload.key,
    )
    if (photo) Object.assign(photo, { status: 'uploaded', id: action.payload.id })
  },
  claimPhotoFailed(
    state: HandoverState,
    action: PayloadAction<AboutUnit & { key: string; error: string }>,
  ) {
    const photo = claimIn(state, action.payload)?.photos.find(
      ({ key }) => key === action.payload.key,
    )
    if (photo) Object.assign(photo, { status: 'failed', error: action.payload.error })
  },
  claimPhotoRemoved(state: HandoverState, action: PayloadAction<AboutUnit & { key: string }>) {
    const claim = claimIn(state, action.payload)
    if (claim) claim.photos = claim.photos.filter(({ key }) => key !== action.payload.key)
  },
}
