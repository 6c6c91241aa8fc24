import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import {
  BLANK_FLIGHT_REPORT,
  reportOf,
  type FlightReportDraft,
} from '../../../../shared/domain/flightReports'
import { deskSliceState } from '../shell'
import { familyCallCaseReducers, NO_CALL, type FamilyCallDraft } from './familyCallCaseReducers'

/** What the desk heard of a pickup's flight, being noted, and how its sending went. */
export interface FlightNewsDraft extends FlightReportDraft {
  /** "Note flight news" was pressed: a missing time shows from then on. */
  submitted: boolean
  busy: boolean
  /** Why the server refused it (`FlightNewsForm.errors`). */
  error: string | null
}

export interface FamilyWaitState {
  /** By booking id: the flight news being noted. */
  news: Record<string, FlightNewsDraft>
  /** The booking whose flight news was just noted, for its status line. */
  noted: string | null
  /** By booking id: the call to the family being recorded. */
  calls: Record<string, FamilyCallDraft>
}

export const initialFamilyWaitState: FamilyWaitState = { news: {}, noted: null, calls: {} }

export const NO_NEWS: FlightNewsDraft = {
  ...BLANK_FLIGHT_REPORT,
  submitted: false,
  busy: false,
  error: null,
}

const newsOf = (state: FamilyWaitState, bookingId: string) =>
  (state.news[bookingId] ??= { ...NO_NEWS })

/**
 * A pickup waiting for its family at the desk: staff note what they heard of its flight (by
 * phone, on the airport board: a new arrival, a delay without a time, a cancelled flight) and
 * record their calls to the family. Listeners send each to the booking.
 */
export const familyWaitSlice = createSlice({
  name: 'familyWait',
  initialState: initialFamilyWaitState,
  reducers: {
    flightNewsEdited(
      state,
      action: PayloadAction<{ bookingId: string; edit: Partial<FlightReportDraft> }>,
    ) {
      const draft = newsOf(state, action.payload.bookingId)
      if (draft.busy) return
      Object.assign(draft, action.payload.edit, { error: null })
      state.noted = null
    },
    /** Sent by the listener when the draft makes a report (not again while on its way). */
    flightNewsSubmitted(state, action: PayloadAction<{ bookingId: string; startDate: string }>) {
      const draft = newsOf(state, action.payload.bookingId)
      if (draft.busy) return
      Object.assign(draft, { submitted: true, error: null })
      draft.busy = reportOf(draft, action.payload.startDate) !== null
    },
    flightNewsNoted(state, action: PayloadAction<{ bookingId: string }>) {
      delete state.news[action.payload.bookingId]
      state.noted = action.payload.bookingId
    },
    flightNewsFailed(state, action: PayloadAction<{ bookingId: string; code: string }>) {
      Object.assign(newsOf(state, action.payload.bookingId), {
        busy: false,
        error: action.payload.code,
      })
    },
    ...familyCallCaseReducers,
  },
})

export const {
  flightNewsEdited,
  flightNewsSubmitted,
  flightNewsNoted,
  flightNewsFailed,
  familyCallNoteChanged,
  familyCallSubmitted,
  familyCallRecorded,
  familyCallFailed,
} = familyWaitSlice.actions

declare module '../../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof familyWaitSlice> {}
}

const sliceState = deskSliceState('familyWait', initialFamilyWaitState)
type State = Parameters<typeof sliceState>[0]

export const selectFlightNewsDraft = (state: State, bookingId: string) =>
  sliceState(state).news[bookingId] ?? NO_NEWS
export const selectFlightNewsNoted = (state: State, bookingId: string) =>
  sliceState(state).noted === bookingId
export const selectFamilyCall = (state: State, bookingId: string) =>
  sliceState(state).calls[bookingId] ?? NO_CALL
