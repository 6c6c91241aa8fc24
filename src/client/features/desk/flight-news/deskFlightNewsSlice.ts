import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import {
  BLANK_FLIGHT_REPORT,
  reportOf,
  type FlightReportDraft,
} from '../../../../shared/domain/flightReports'
import { deskSliceState } from '../shell'

/** What the desk heard of a pickup's flight, being noted, and how its sending went. */
export interface FlightNewsDraft extends FlightReportDraft {
  /** "Note flight news" was pressed: a missing time shows from then on. */
  submitted: boolean
  busy: boolean
  /** Why the server refused it (`FlightNewsForm.errors`). */
  error: string | null
}

export interface DeskFlightNewsState {
  /** By booking id. */
  drafts: Record<string, FlightNewsDraft>
  /** The booking whose news was just noted, for its status line. */
  noted: string | null
}

export const initialDeskFlightNewsState: DeskFlightNewsState = { drafts: {}, noted: null }

export const NO_NEWS: FlightNewsDraft = {
  ...BLANK_FLIGHT_REPORT,
  submitted: false,
  busy: false,
  error: null,
}

const draftOf = (state: DeskFlightNewsState, bookingId: string) =>
  (state.drafts[bookingId] ??= { ...NO_NEWS })

/**
 * Staff note what they heard of a pickup's flight (by phone, on the airport board): a new
 * arrival, a delay without a time, a cancelled flight. A listener sends it to the booking.
 */
export const deskFlightNewsSlice = createSlice({
  name: 'deskFlightNews',
  initialState: initialDeskFlightNewsState,
  reducers: {
    flightNewsEdited(
      state,
      action: PayloadAction<{ bookingId: string; edit: Partial<FlightReportDraft> }>,
    ) {
      const draft = draftOf(state, action.payload.bookingId)
      if (draft.busy) return
      Object.assign(draft, action.payload.edit, { error: null })
      state.noted = null
    },
    /** Sent by the listener when the draft makes a report (not again while on its way). */
    flightNewsSubmitted(state, action: PayloadAction<{ bookingId: string; startDate: string }>) {
      const draft = draftOf(state, action.payload.bookingId)
      if (draft.busy) return
      Object.assign(draft, { submitted: true, error: null })
      draft.busy = reportOf(draft, action.payload.startDate) !== null
    },
    flightNewsNoted(state, action: PayloadAction<{ bookingId: string }>) {
      delete state.drafts[action.payload.bookingId]
      state.noted = action.payload.bookingId
    },
    flightNewsFailed(state, action: PayloadAction<{ bookingId: string; code: string }>) {
      Object.assign(draftOf(state, action.payload.bookingId), {
        busy: false,
        error: action.payload.code,
      })
    },
  },
})

export const { flightNewsEdited, flightNewsSubmitted, flightNewsNoted, flightNewsFailed } =
  deskFlightNewsSlice.actions

declare module '../../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof deskFlightNewsSlice> {}
}

const sliceState = deskSliceState('deskFlightNews', initialDeskFlightNewsState)

export const selectFlightNewsDraft = (state: Parameters<typeof sliceState>[0], bookingId: string) =>
  sliceState(state).drafts[bookingId] ?? NO_NEWS
export const selectFlightNewsNoted = (state: Parameters<typeof sliceState>[0], bookingId: string) =>
  sliceState(state).noted === bookingId
