import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import { addDays } from '../../../../shared/domain/calendar'
import { amountProblem, deskSliceState, newIdempotencyKey, type AmountProblem } from '../shell'
import type { RootState } from '../../../app/store'

/** An admin's cancellation or refund being written, with the key that makes its retries safe. */
interface StaffChangeDraft {
  bookingId: string
  currency: string
  /** What is left to refund, in cents, when the dialog opened. */
  refundable: number
  /**
   * The booking's payment status when the dialog opened, which the admin decides on: a
   * cancellation carries it, and the server refuses it (PAYMENT_CHANGED) once it is not so.
   */
  paymentStatus: DeskBookingDetail['payment_status']
  idempotencyKey: string
  reason: string
  amount: string
  submitted: boolean
  busy: boolean
  errorCode: string | null
}

export type StaffChangeKind = 'cancel' | 'refund'

export interface DeskBookingsState {
  /** The day shown on the day screen; null: today on the location's clock. */
  day: string | null
  lookup: { draft: string; query: string; cursors: string[]; tooShort: boolean }
  change: (StaffChangeDraft & { kind: StaffChangeKind }) | null
  /** The last change that went through, for the booking's status line. */
  done: { kind: StaffChangeKind; bookingId: string } | null
}

export const initialDeskBookingsState: DeskBookingsState = {
  day: null,
  lookup: { draft: '', query: '', cursors: [], tooShort: false },
  change: null,
  done: null,
}

/** The longest reason staff may write (the contract's STAFF_REASON_MAX_LENGTH, without typebox). */
export const STAFF_REASON_MAX_LENGTH = 500

/** The shortest lookup the server answers. */
export const LOOKUP_MIN_LENGTH = 2

/** What keeps a cancellation or refund draft from being sent, field by field. */
export function staffChangeProblems(draft: DeskBookingsState['change']) {
  if (!draft) return { reason: null, amount: null }
  const cancelling = draft.kind === 'cancel'
  return {
    reason: cancelling && draft.reason.trim() === '' ? ('reasonRequired' as const) : null,
    amount: amountProblem(draft.amount, draft.refundable, {
      required: !cancelling,
    }) as AmountProblem | null,
  }
}

/** The desk's day, lookup and admin changes to bookings (drafts and paging, no fetching). */
export const deskBookingsSlice = createSlice({
  name: 'deskBookings',
  initialState: initialDeskBookingsState,
  reducers: {
    dayChosen(state, action: PayloadAction<string | null>) {
      state.day = action.payload || null
    },
    dayStepped(state, action: PayloadAction<{ from: string; days: number }>) {
      state.day = addDays(action.payload.from, action.payload.days)
    },
    /** A day, booking or attention screen is open: refresh it (deskBookingsListeners). */
    refreshStarted() {},
    refreshStopped() {},
    lookupDraftChanged(state, action: PayloadAction<string>) {
      state.lookup.draft = action.payload
      state.lookup.tooShort = false
    },
    lookupSubmitted(state) {
      const query = state.lookup.draft.trim()
      state.lookup.tooShort = query.length < LOOKUP_MIN_LENGTH
      if (state.lookup.tooShort) return
      state.lookup.query = query
      state.lookup.cursors = []
    },
    lookupNextPage(state, action: PayloadAction<string>) {
      state.lookup.cursors.push(action.payload)
    },
    lookupPreviousPage(state) {
      state.lookup.cursors.pop()
    },
    staffChangeOpened: {
      reducer(
        state,
        action: PayloadAction<
          Omit<StaffChangeDraft, 'reason' | 'amount' | 'submitted' | 'busy' | 'errorCode'> & {
            kind: StaffChangeKind
          }
        >,
      ) {
        state.change = {
          ...action.payload,
          reason: '',
          amount: '',
          submitted: false,
          busy: false,
          errorCode: null,
        }
        state.done = null
      },
      prepare(opening: {
        kind: StaffChangeKind
        bookingId: string
        refundable: number
        currency: string
        paymentStatus: DeskBookingDetail['payment_status']
      }) {
        return { payload: { ...opening, idempotencyKey: newIdempotencyKey() } }
      },
    },
    staffChangeEdited(state, action: PayloadAction<{ reason?: string; amount?: string }>) {
      if (!state.change) return
      Object.assign(state.change, action.payload)
      state.change.errorCode = null
    },
    /** Sent by deskBookingsListeners when nothing in the draft is wrong. */
    staffChangeSubmitted(state) {
      if (!state.change || state.change.busy) return
      state.change.submitted = true
      const problems = staffChangeProblems(state.change)
      state.change.busy = !problems.reason && !problems.amount
    },
    staffChangeFailed(state, action: PayloadAction<string>) {
      if (!state.change) return
      state.change.busy = false
      state.change.errorCode = action.payload
    },
    staffChangeSucceeded(state) {
      if (!state.change) return
      state.done = { kind: state.change.kind, bookingId: state.change.bookingId }
      state.change = null
    },
    staffChangeClosed(state) {
      state.change = null
    },
  },
})

export const {
  dayChosen,
  dayStepped,
  refreshStarted,
  refreshStopped,
  lookupDraftChanged,
  lookupSubmitted,
  lookupNextPage,
  lookupPreviousPage,
  staffChangeOpened,
  staffChangeEdited,
  staffChangeSubmitted,
  staffChangeFailed,
  staffChangeSucceeded,
  staffChangeClosed,
} = deskBookingsSlice.actions

const bookingsState = deskSliceState(deskBookingsSlice.reducerPath, initialDeskBookingsState)

export const selectDeskDay = (state: RootState) => bookingsState(state).day
export const selectLookup = (state: RootState) => bookingsState(state).lookup
export const selectStaffChange = (state: RootState) => bookingsState(state).change
export const selectStaffChangeDone = (state: RootState) => bookingsState(state).done

/** The draft's field messages once "send" was pressed (none before). */
export const selectStaffChangeMessages = createSelector([selectStaffChange], (change) =>
  change?.submitted ? staffChangeProblems(change) : { reason: null, amount: null },
)
