import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ReturnOutcome } from '../../../../shared/contract/desk-handover'
import type { ChecklistItem } from '../../../../shared/domain/unitSafety'
import type { RootState } from '../../../app/store'
import { agreementCaseReducers } from './agreementCaseReducers'
import { EMPTY_AGREEMENT, type AgreementDraft } from './agreementDrafts'
import { claimCaseReducers } from './claimCaseReducers'
import { claimIncomplete } from './claimDrafts'
import { handoverQueued } from '../offline'
import { handoverApi } from './handoverApi'
import { claimOf, FINE, slotsFrom, type CheckInChoice, type CheckOutSlot } from './handoverDrafts'

/** A handover step on its way to the server, or refused (a code for `handover.errors`). */
export interface HandoverStatus {
  busy: boolean
  error: string | null
}

export interface HandoverState {
  /** By booking id: one slot per unit, the desk's suggestions first. */
  checkOut: Record<string, CheckOutSlot[]>
  /** By booking id: the rental agreement the family signs at check-out. */
  agreement: Record<string, AgreementDraft>
  /** By booking id, then unit id. */
  checkIn: Record<string, Record<string, CheckInChoice>>
  /** By booking id. */
  status: Record<string, HandoverStatus>
  /** The booking whose no-show waits for "Yes, mark as no-show". */
  noShowAsked: string | null
}

export const initialHandoverState: HandoverState = {
  checkOut: {},
  agreement: {},
  checkIn: {},
  status: {},
  noShowAsked: null,
}

const IDLE: HandoverStatus = { busy: false, error: null }

/** Edits one unit's check-in choice; a unit not touched yet starts as fine. */
function editReturn(
  state: HandoverState,
  bookingId: string,
  unitId: string,
  edit: Partial<CheckInChoice>,
) {
  const choices = (state.checkIn[bookingId] ??= {})
  choices[unitId] = { ...(choices[unitId] ?? FINE), ...edit }
}

/** The drafts of the handover panels (check-out, check-in, no-show) while staff fill them. */
export const handoverSlice = createSlice({
  name: 'handover',
  initialState: initialHandoverState,
  reducers: {
    checkOutTagChanged(
      state,
      action: PayloadAction<{ bookingId: string; index: number; assetTag: string }>,
    ) {
      const slot = state.checkOut[action.payload.bookingId]?.[action.payload.index]
      if (slot) slot.assetTag = action.payload.assetTag
    },
    checkOutNoteChanged(
      state,
      action: PayloadAction<{ bookingId: string; index: number; note: string }>,
    ) {
      const slot = state.checkOut[action.payload.bookingId]?.[action.payload.index]
      if (slot) slot.note = action.payload.note
    },
    checkInOutcomeChanged(
      state,
      action: PayloadAction<{ bookingId: string; unitId: string; outcome: ReturnOutcome }>,
    ) {
      const { bookingId, unitId, outcome } = action.payload
      editReturn(state, bookingId, unitId, { outcome })
      if (outcome === 'fine') delete state.checkIn[bookingId]![unitId]!.claim
    },
    checkInNoteChanged(
      state,
      action: PayloadAction<{ bookingId: string; unitId: string; note: string }>,
    ) {
      const { bookingId, unitId, note } = action.payload
      editReturn(state, bookingId, unitId, { note })
    },
    /** One check of a seat's inspection ticked or unticked, as it comes back fine. */
    checkInCheckToggled(
      state,
      action: PayloadAction<{ bookingId: string; unitId: string; item: ChecklistItem }>,
    ) {
      const { bookingId, unitId, item } = action.payload
      const ticked = state.checkIn[bookingId]?.[unitId]?.checklist ?? []
      editReturn(state, bookingId, unitId, {
        checklist: ticked.includes(item)
          ? ticked.filter((check) => check !== item)
          : [...ticked, item],
      })
    },
    /** A unit's label scanned at check-in (the scanner's listener): it is back in hand. */
    checkInUnitScanned(state, action: PayloadAction<{ bookingId: string; unitId: string }>) {
      const { bookingId, unitId } = action.payload
      editReturn(state, bookingId, unitId, { scanned: true })
    },
    checkOutSubmitted(state, action: PayloadAction<{ bookingId: string }>) {
      state.status[action.payload.bookingId] = { busy: true, error: null }
    },
    /** Sent by the handover listeners unless a claim is incomplete (then said so). */
    checkInSubmitted(state, action: PayloadAction<{ bookingId: string; unitIds: string[] }>) {
      const { bookingId, unitIds } = action.payload
      if (state.status[bookingId]?.busy) return
      const choices = state.checkIn[bookingId] ?? {}
      const claims = unitIds.flatMap((unitId) => {
        const choice = choices[unitId]
        const claim = choice ? claimOf(choice) : null
        return claim ? [claim] : []
      })
      for (const claim of claims) claim.submitted = true
      state.status[bookingId] = claims.some(claimIncomplete)
        ? { busy: false, error: 'CLAIM_INCOMPLETE' }
        : { busy: true, error: null }
    },
    ...claimCaseReducers,
    ...agreementCaseReducers,
    noShowAsked(state, action: PayloadAction<{ bookingId: string }>) {
      state.noShowAsked = action.payload.bookingId
    },
    noShowDismissed(state) {
      state.noShowAsked = null
    },
    noShowConfirmed(state, action: PayloadAction<{ bookingId: string }>) {
      state.noShowAsked = null
      state.status[action.payload.bookingId] = { busy: true, error: null }
    },
    handoverSucceeded(state, action: PayloadAction<{ bookingId: string }>) {
      const { bookingId } = action.payload
      delete state.checkOut[bookingId]
      delete state.agreement[bookingId]
      delete state.checkIn[bookingId]
      state.status[bookingId] = IDLE
    },
    handoverFailed(state, action: PayloadAction<{ bookingId: string; code: string }>) {
      state.status[action.payload.bookingId] = { busy: false, error: action.payload.code }
    },
  },
  extraReducers: (builder) => {
    // Kept on the device to send later: the panel is done with it (the queue shows it waiting).
    builder.addCase(handoverQueued, (state, { payload: { bookingId } }) => {
      delete state.checkOut[bookingId]
      delete state.agreement[bookingId]
      delete state.checkIn[bookingId]
      state.status[bookingId] = IDLE
    })
    builder.addMatcher(handoverApi.endpoints.getHandoverOptions.matchFulfilled, (state, action) => {
      const bookingId = action.meta.arg.originalArgs.id
      if (!state.checkOut[bookingId]) state.checkOut[bookingId] = slotsFrom(action.payload)
    })
  },
})

export const {
  checkOutTagChanged,
  checkOutNoteChanged,
  checkInOutcomeChanged,
  checkInNoteChanged,
  checkInCheckToggled,
  checkInUnitScanned,
  checkOutSubmitted,
  checkInSubmitted,
  claimOpened,
  claimDropped,
  claimEdited,
  claimPhotosChosen,
  claimPhotoUploaded,
  claimPhotoFailed,
  claimPhotoRemoved,
  agreementLanguageChosen,
  agreementSignerChanged,
  agreementSignatureDrawn,
  agreementSignatureCleared,
  agreementUnsignedReasonChanged,
  noShowAsked,
  noShowDismissed,
  noShowConfirmed,
  handoverSucceeded,
  handoverFailed,
} = handoverSlice.actions

/** The store's state once the handover slice is in (absent before: initial state). */
export type HandoverRootState = RootState & { handover?: HandoverState }

const handoverState = (state: HandoverRootState) => state.handover ?? initialHandoverState
const NO_SLOTS: CheckOutSlot[] = []
const NO_CHOICES: Record<string, CheckInChoice> = {}

export const selectCheckOutSlots = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).checkOut[bookingId] ?? NO_SLOTS
export const selectAgreementDraft = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).agreement[bookingId] ?? EMPTY_AGREEMENT
export const selectCheckInChoices = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).checkIn[bookingId] ?? NO_CHOICES
export const selectHandoverStatus = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).status[bookingId] ?? IDLE
export const selectNoShowAsked = (state: HandoverRootState, bookingId: string) =>
  handoverState(state).noShowAsked === bookingId
