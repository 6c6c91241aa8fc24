import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

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
  selectors: {
    selectReportDialogOpen: (state) => state.dialogOpen,
    selectReportDownloaded: (state) => state.downloaded,
  },
})

export const { reportDialogOpened, reportDialogClosed, reportDownloadRequested, reportDownloaded } =
  supportSlice.actions
export const { selectReportDialogOpen, selectReportDownloaded } = supportSlice.selectors
