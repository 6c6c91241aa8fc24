import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'

/** Where the deletion of the account stands: its form closed or open, sent, refused, done. */
export type DeletionStep = 'closed' | 'confirming' | 'sending' | 'deleted'

export interface AccountDataState {
  /** The export file is on its way. */
  exporting: boolean
  /** Why the last export did not come (an error code), if it did not. */
  exportError: string | null
  deletion: DeletionStep
  /** Why the last deletion was refused (an error code). */
  deletionError: string | null
}

const initialAccountDataState: AccountDataState = {
  exporting: false,
  exportError: null,
  deletion: 'closed',
  deletionError: null,
}

/**
 * The family's data on the profile page (docs/privacy.md): the export of everything we hold, and
 * the deletion of the account. The file and the password never enter the state: the password
 * rides on `accountDeletionRequested` (support reports redact it), the file goes to the device.
 */
export const accountDataSlice = createSlice({
  name: 'accountData',
  initialState: initialAccountDataState,
  reducers: {
    accountExportRequested(state) {
      state.exporting = true
      state.exportError = null
    },
    accountExportSaved(state) {
      state.exporting = false
    },
    accountExportFailed(state, action: PayloadAction<string>) {
      state.exporting = false
      state.exportError = action.payload
    },
    accountDeletionOpened(state) {
      state.deletion = 'confirming'
      state.deletionError = null
    },
    accountDeletionCancelled(state) {
      state.deletion = 'closed'
      state.deletionError = null
    },
    accountDeletionRequested(state, _action: PayloadAction<{ password: string }>) {
      if (state.deletion !== 'confirming') return
      state.deletion = 'sending'
      state.deletionError = null
    },
    accountDeletionRefused(state, action: PayloadAction<string>) {
      state.deletion = 'confirming'
      state.deletionError = action.payload
    },
    accountDeleted(state) {
      state.deletion = 'deleted'
    },
  },
})

export const {
  accountExportRequested,
  accountExportSaved,
  accountExportFailed,
  accountDeletionOpened,
  accountDeletionCancelled,
  accountDeletionRequested,
  accountDeletionRefused,
  accountDeleted,
} = accountDataSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof accountDataSlice> {}
}

const sliceOf = (state: RootState) =>
  (state as { accountData?: AccountDataState }).accountData ?? initialAccountDataState

export const selectAccountData = (state: RootState) => sliceOf(state)
/** The account was deleted in this visit: the profile page says so instead of inviting to log in. */
export const selectAccountDeleted = (state: RootState) => sliceOf(state).deletion === 'deleted'
