import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import { deskSliceState } from '../shell'

/** The period the Money screen shows: a day (YYYY-MM-DD) or a month (YYYY-MM). */
export interface MoneyPeriod {
  unit: 'day' | 'month'
  value: string
}

/** What a CSV export carries: the ledger's lines or the period's invoices. */
export type MoneyExport = 'lines' | 'invoices'

export interface DeskMoneyState {
  /** The period being picked; null until staff pick one (this month is shown). */
  draft: MoneyPeriod | null
  /** The CSV file on its way, if any. */
  downloading: MoneyExport | null
  /** Why the last CSV file did not come (an error code). */
  downloadError: string | null
}

export const initialDeskMoneyState: DeskMoneyState = {
  draft: null,
  downloading: null,
  downloadError: null,
}

/** The Money screen's period, as staff pick it. */
export const deskMoneySlice = createSlice({
  name: 'deskMoney',
  initialState: initialDeskMoneyState,
  reducers: {
    moneyPeriodPicked(state, action: PayloadAction<MoneyPeriod>) {
      if (action.payload.value) state.draft = action.payload
    },
    /** A CSV file of the period shown was asked for (the listener fetches and saves it). */
    moneyCsvRequested(state, action: PayloadAction<{ what: MoneyExport; period: MoneyPeriod }>) {
      if (state.downloading) return
      state.downloading = action.payload.what
      state.downloadError = null
    },
    moneyCsvSaved(state) {
      state.downloading = null
    },
    moneyCsvFailed(state, action: PayloadAction<string>) {
      state.downloading = null
      state.downloadError = action.payload
    },
  },
})

export const { moneyPeriodPicked, moneyCsvRequested, moneyCsvSaved, moneyCsvFailed } =
  deskMoneySlice.actions

declare module '../../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof deskMoneySlice> {}
}

const sliceState = deskSliceState('deskMoney', initialDeskMoneyState)
type State = Parameters<typeof sliceState>[0]

/** The period picked; null until staff pick one. */
export const selectMoneyDraft = (state: State) => sliceState(state).draft

/** The period shown: the one picked, else the month of `today`. */
export const shownPeriod = (draft: MoneyPeriod | null, today: string): MoneyPeriod =>
  draft ?? { unit: 'month', value: today.slice(0, 7) }

/** The CSV file on its way, and why the last one did not come. */
export const selectMoneyDownload = (state: State) => sliceState(state)
