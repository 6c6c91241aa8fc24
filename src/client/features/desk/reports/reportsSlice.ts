import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { addDays } from '../../../../shared/domain/calendar'
import type { ReportName } from '../../../../shared/domain/reports'
import { deskSliceState } from '../shell'

/** The days a report reads, both included (YYYY-MM-DD on the location's clock). */
export interface ReportPeriod {
  from: string
  to: string
}

/** The days the Reports screen opens with: the last 90, today included. */
export const DEFAULT_REPORT_DAYS = 90

export interface DeskReportsState {
  /** The report shown. */
  report: ReportName
  /** The period being picked; null until staff pick one (the last 90 days are shown). */
  draft: ReportPeriod | null
  /** The report whose CSV file is on its way, if any. */
  downloading: ReportName | null
  /** Why the last CSV file did not come (an error code). */
  downloadError: string | null
}

export const initialDeskReportsState: DeskReportsState = {
  report: 'items',
  draft: null,
  downloading: null,
  downloadError: null,
}

/** The Reports screen's report and period, as staff pick them. */
export const deskReportsSlice = createSlice({
  name: 'deskReports',
  initialState: initialDeskReportsState,
  reducers: {
    reportPicked(state, action: PayloadAction<ReportName>) {
      state.report = action.payload
    },
    /** One end of the period was picked; the other stays as shown. */
    reportPeriodPicked(state, action: PayloadAction<ReportPeriod>) {
      if (action.payload.from && action.payload.to) state.draft = action.payload
    },
    /** A report's CSV file was asked for (the listener fetches and saves it). */
    reportCsvRequested(state, action: PayloadAction<{ report: ReportName; period: ReportPeriod }>) {
      if (state.downloading) return
      state.downloading = action.payload.report
      state.downloadError = null
    },
    reportCsvSaved(state) {
      state.downloading = null
    },
    reportCsvFailed(state, action: PayloadAction<string>) {
      state.downloading = null
      state.downloadError = action.payload
    },
  },
})

export const {
  reportPicked,
  reportPeriodPicked,
  reportCsvRequested,
  reportCsvSaved,
  reportCsvFailed,
} = deskReportsSlice.actions

declare module '../../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof deskReportsSlice> {}
}

const sliceState = deskSliceState('deskReports', initialDeskReportsState)
type State = Parameters<typeof sliceState>[0]

/** The report shown, the period picked (null until picked) and the CSV file on its way. */
export const selectDeskReports = (state: State) => sliceState(state)

/** The period shown: the one picked, else the last 90 days up to `today`. */
export const shownReportPeriod = (draft: ReportPeriod | null, today: string): ReportPeriod =>
  draft ?? { from: addDays(today, 1 - DEFAULT_REPORT_DAYS), to: today }
