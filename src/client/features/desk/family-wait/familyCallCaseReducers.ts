import type { PayloadAction } from '@reduxjs/toolkit'
import type { FamilyWaitState } from './familyWaitSlice'

// The family wait slice's events about a call to the family of a pickup nobody came for
// (familyWaitSlice.ts joins them to its own): the note being written and the call on its way.

/** A call being recorded: what the family said, and how its sending went. */
export interface FamilyCallDraft {
  note: string
  busy: boolean
  error: string | null
}

export const NO_CALL: FamilyCallDraft = { note: '', busy: false, error: null }

const callOf = (state: FamilyWaitState, bookingId: string) =>
  (state.calls[bookingId] ??= { ...NO_CALL })

export const familyCallCaseReducers = {
  familyCallNoteChanged(
    state: FamilyWaitState,
    action: PayloadAction<{ bookingId: string; note: string }>,
  ) {
    Object.assign(callOf(state, action.payload.bookingId), { note: action.payload.note })
  },
  /** Sent by the family wait listeners, once (not again while it is on its way). */
  familyCallSubmitted(state: FamilyWaitState, action: PayloadAction<{ bookingId: string }>) {
    Object.assign(callOf(state, action.payload.bookingId), { busy: true, error: null })
  },
  familyCallRecorded(state: FamilyWaitState, action: PayloadAction<{ bookingId: string }>) {
    delete state.calls[action.payload.bookingId]
  },
  familyCallFailed(
    state: FamilyWaitState,
    action: PayloadAction<{ bookingId: string; code: string }>,
  ) {
    Object.assign(callOf(state, action.payload.bookingId), {
      busy: false,
      error: action.payload.code,
    })
  },
}
