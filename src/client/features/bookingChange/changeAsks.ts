import type { PayloadAction } from '@reduxjs/toolkit'
import type { BookingChangePreview, BookingVersion } from '../../../shared/contract/bookingChanges'
import { initialBookingChangeState, type BookingChangeState } from './bookingChangeState'
import { changeAskOf, type ChangeError } from './changeDraft'

const isCurrent = (state: BookingChangeState, signature: string) =>
  changeAskOf(state)?.signature === signature

/** What the server is asked about the draft and answers: its preview, then the change made. */
export const changeAsks = {
  previewRequested(state: BookingChangeState, action: PayloadAction<{ signature: string }>) {
    state.askedSignature = action.payload.signature
    state.status = 'previewing'
  },
  /** An answer for a draft changed since is ignored. */
  previewReceived(
    state: BookingChangeState,
    action: PayloadAction<{ signature: string; answer: BookingChangePreview }>,
  ) {
    if (!isCurrent(state, action.payload.signature) || state.status !== 'previewing') return
    state.preview = action.payload
    state.status = 'editing'
  },
  previewFailed(
    state: BookingChangeState,
    action: PayloadAction<{ signature: string; error: ChangeError }>,
  ) {
    if (!isCurrent(state, action.payload.signature) || state.status !== 'previewing') return
    state.preview = null
    state.status = 'failed'
    state.error = action.payload.error
  },
  /** "Confirm the change": only a draft priced as it stands is committed, once. */
  confirmed(state: BookingChangeState) {
    const ask = changeAskOf(state)
    if (state.status !== 'editing' || !ask || state.preview?.signature !== ask.signature) return
    state.status = 'committing'
  },
  committed(state: BookingChangeState, action: PayloadAction<{ version: BookingVersion }>) {
    const { bookingId, by } = state
    return {
      ...initialBookingChangeState,
      status: 'done' as const,
      by,
      bookingId,
      made: action.payload.version,
    }
  },
  commitFailed(state: BookingChangeState, action: PayloadAction<{ error: ChangeError }>) {
    state.status = 'failed'
    state.error = action.payload.error
  },
}
