import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'

/** The "Report a problem" dialog, opened from the footer or the account menu. */
export interface SupportState {
  dialogOpen: boolean
  /** The report was saved to the traveller's device since the dialog opened. */
  downloaded: boolean
}

const initialState: SupportState = { dialogOpen: false, downloaded: false }

export const supportSlice = createSlice({
  name: 'support',
  initialState,
  reducers: {
    reportDialogOpened(state) {
      state.dialogOpen = true
      state.downloaded = false
    },
    reportDialogClosed(state) {
      state.dialogOpen = false
    },
    reportDownloadRequested(_state, _action: PayloadAction<{ description: string }>) {},
    reportDownloaded(state) {
      state.downloaded = true
    },
  },
})

/** The dialog's state loads with the dialog, the first time it opens (supportFeature.ts). */
declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof supportSlice> {}
}

export const selectReportDownloaded = (state: RootState) => state.support?.downloaded === true

export const { reportDialogOpened, reportDialogClosed, reportDownloadRequested, reportDownloaded } =
  supportSlice.actions
