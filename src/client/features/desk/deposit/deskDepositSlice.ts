import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { CLAIM_NOTE_MAX_LENGTH } from '../../../../shared/domain/deposits'
import { centsFromText, deskSliceState, newIdempotencyKey } from '../shell'
import type { RootState } from '../../../app/store'

/** An admin's decision on a booking's claims being written, with the key its retries share. */
export interface DecisionDraft {
  bookingId: string
  currency: string
  /** What staff claimed over every unit (cents): the most that may be kept. */
  claimed: number
  idempotencyKey: string
  /** Typed in the currency's units ("45", "45.50"); the claimed total when the form opens. */
  keep: string
  note: string
  submitted: boolean
  busy: boolean
  errorCode: string | null
}

export interface DeskDepositState {
  decision: DecisionDraft | null
  /** The booking whose claims were just decided, for its status line. */
  decided: string | null
}

export const initialDeskDepositState: DeskDepositState = { decision: null, decided: null }

export type KeepProblem = 'keepRequired' | 'keepInvalid' | 'keepTooLarge'

/** What keeps a decision from being sent: the amount kept, and the note's length. */
export function decisionProblems(draft: DecisionDraft | null) {
  if (!draft) return { keep: null, note: null }
  const cents = centsFromText(draft.keep)
  const keep: KeepProblem | null =
    draft.keep.trim() === ''
      ? 'keepRequired'
      : cents === null
        ? 'keepInvalid'
        : cents > draft.claimed
          ? 'keepTooLarge'
          : null
  const note = draft.note.trim().length > CLAIM_NOTE_MAX_LENGTH ? ('noteTooLong' as const) : null
  return { keep, note }
}

/** Cents as a desk amount to edit: 4500 -> "45.00". */
const asText = (cents: number) => (cents / 100).toFixed(2)

/** Admins decide the claims on a booking's deposit at the desk: the draft and its outcome. */
export const deskDepositSlice = createSlice({
  name: 'deskDeposit',
  initialState: initialDeskDepositState,
  reducers: {
    /** "Decide the claims": the form opens with everything claimed kept, and a fresh key. */
    decisionOpened: {
      reducer(
        state,
        action: PayloadAction<
          Pick<DecisionDraft, 'bookingId' | 'currency' | 'claimed' | 'idempotencyKey'>
        >,
      ) {
        state.decision = {
          ...action.payload,
          keep: asText(action.payload.claimed),
          note: '',
          submitted: false,
          busy: false,
          errorCode: null,
        }
        state.decided = null
      },
      prepare(opening: { bookingId: string; currency: string; claimed: number }) {
        return { payload: { ...opening, idempotencyKey: newIdempotencyKey() } }
      },
    },
    decisionEdited(state, action: PayloadAction<{ keep?: string; note?: string }>) {
      if (!state.decision || state.decision.busy) return
      Object.assign(state.decision, action.payload)
      state.decision.errorCode = null
    },
    /** Sent by the desk's deposit listener when nothing in the draft is wrong. */
    decisionSubmitted(state) {
      if (!state.decision || state.decision.busy) return
      state.decision.submitted = true
      const problems = decisionProblems(state.decision)
      state.decision.busy = !problems.keep && !problems.note
    },
    decisionFailed(state, action: PayloadAction<string>) {
      if (!state.decision) return
      state.decision.busy = false
      state.decision.errorCode = action.payload
    },
    decisionSucceeded(state) {
      state.decided = state.decision?.bookingId ?? null
      state.decision = null
    },
    decisionClosed(state) {
      state.decision = null
    },
  },
})

export const {
  decisionOpened,
  decisionEdited,
  decisionSubmitted,
  decisionFailed,
  decisionSucceeded,
  decisionClosed,
} = deskDepositSlice.actions

const depositState = deskSliceState(deskDepositSlice.reducerPath, initialDeskDepositState)

export const selectDecision = (state: RootState) => depositState(state).decision
export const selectDecided = (state: RootState) => depositState(state).decided

/** The draft's messages once Decide was pressed (none before). */
export const selectDecisionMessages = createSelector([selectDecision], (decision) =>
  decision?.submitted ? decisionProblems(decision) : { keep: null, note: null },
)

/** The amount the draft keeps, in cents (null while it is not an amount). */
export const selectDecisionKeep = createSelector([selectDecision], (decision) =>
  decision ? centsFromText(decision.keep) : null,
)
