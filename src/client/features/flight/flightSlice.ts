import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { FlightLinkView } from '../../../shared/contract/flights'
import {
  BLANK_FLIGHT_REPORT,
  reportOf,
  type FlightReportDraft,
} from '../../../shared/domain/flightReports'
import type { RootState } from '../../app/store'
import type { EmailedLinkProblem } from '../../lib/emailedLinks'

/** Why the link shows nothing (lib/emailedLinks). */
export type FlightLinkProblem = EmailedLinkProblem

/** Why a report was not kept: the rules refused the time, the wait is over, or it failed. */
export type FlightReportError = 'INVALID_ARRIVAL' | 'FLIGHT_NEWS_CLOSED' | 'FAILED'

export interface FlightFormState {
  open: boolean
  draft: FlightReportDraft
  /** Send was pressed: a missing time shows from then on. */
  submitted: boolean
  status: 'editing' | 'sending' | 'sent'
  error: FlightReportError | null
}

/**
 * "We land late" (the booking page and the emailed link's page /flight): the report form and,
 * for the link, what it is for. The link's token is never kept here: it rides only on the
 * events that need it, under a `token` key that support reports redact.
 */
export interface FlightState {
  link: { status: 'idle' | 'reading' | 'read' | 'refused'; problem: FlightLinkProblem | null }
  /** The booking's flight as the server last answered it. */
  view: FlightLinkView | null
  form: FlightFormState
}

const blankForm: FlightFormState = {
  open: false,
  draft: BLANK_FLIGHT_REPORT,
  submitted: false,
  status: 'editing',
  error: null,
}
export const initialFlightState: FlightState = {
  link: { status: 'idle', problem: null },
  view: null,
  form: blankForm,
}

/** Where a report goes: the family's booking, or the emailed link. */
export type FlightTarget = { bookingId: string } | { token: string }

export const flightSlice = createSlice({
  name: 'flight',
  initialState: initialFlightState,
  reducers: {
    /** The link's page is on screen (or asks again): a listener reads what it is for. */
    linkOpened: {
      reducer(state) {
        state.link = { status: 'reading', problem: null }
        state.view = null
        state.form = blankForm
      },
      prepare: (link: { token: string }) => ({ payload: link }),
    },
    linkRead(state, action: PayloadAction<{ view: FlightLinkView }>) {
      state.link.status = 'read'
      state.view = action.payload.view
    },
    linkRefused(state, action: PayloadAction<{ problem: FlightLinkProblem }>) {
      state.link = { status: 'refused', problem: action.payload.problem }
    },
    formOpened(state) {
      state.form = { ...blankForm, open: true }
    },
    formClosed(state) {
      state.form.open = false
    },
    draftChanged(state, action: PayloadAction<Partial<FlightFormState['draft']>>) {
      Object.assign(state.form.draft, action.payload)
      state.form.error = null
    },
    /** Send: a listener sends the report when the draft makes one. */
    submitted: {
      reducer(state, action: PayloadAction<{ target: FlightTarget; startDate: string }>) {
        if (state.form.status === 'sending') return
        state.form.submitted = true
        state.form.error = null
        if (reportOf(state.form.draft, action.payload.startDate)) state.form.status = 'sending'
      },
      prepare: (payload: { target: FlightTarget; startDate: string }) => ({ payload }),
    },
    sent(state, action: PayloadAction<{ view: FlightLinkView }>) {
      state.view = action.payload.view
      state.form = { ...blankForm, status: 'sent' }
    },
    failed(state, action: PayloadAction<{ error: FlightReportError }>) {
      state.form.status = 'editing'
      state.form.error = action.payload.error
    },
  },
})

export const {
  linkOpened: flightLinkOpened,
  linkRead: flightLinkRead,
  linkRefused: flightLinkRefused,
  formOpened: flightFormOpened,
  formClosed: flightFormClosed,
  draftChanged: flightDraftChanged,
  submitted: flightReportSubmitted,
  sent: flightReportSent,
  failed: flightReportFailed,
} = flightSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof flightSlice> {}
}

export const selectFlight = (state: RootState) => state.flight ?? initialFlightState
