import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { DepositLinkView } from '../../../shared/contract/deposits'
import type { RootState } from '../../app/store'
import type { EmailedLinkProblem } from '../../lib/emailedLinks'

/** Why the link shows nothing (lib/emailedLinks). */
export type DepositLinkProblem = EmailedLinkProblem

/**
 * The deposit link page (/deposit): what the emailed link is for, and placing the hold. The
 * link's token is never kept here: it stays in the address's fragment and rides only on the
 * events that need it, under a `token` key that support reports redact.
 */
export interface DepositLinkState {
  status: 'idle' | 'reading' | 'read' | 'refused'
  view: DepositLinkView | null
  problem: DepositLinkProblem | null
  /** Back from the card provider's page (`?placed=1`). */
  returned: boolean
  /** On the way to the card provider's page. */
  placing: boolean
  placeError: 'DEPOSIT_NOT_NEEDED' | 'FAILED' | null
}

export const initialDepositLinkState: DepositLinkState = {
  status: 'idle',
  view: null,
  problem: null,
  returned: false,
  placing: false,
  placeError: null,
}

export const depositLinkSlice = createSlice({
  name: 'depositLink',
  initialState: initialDepositLinkState,
  reducers: {
    /** The page is on screen (or asks again): a listener reads what the link is for. */
    opened: {
      reducer(state, action: PayloadAction<{ returned: boolean }>) {
        return { ...initialDepositLinkState, status: 'reading', returned: action.payload.returned }
      },
      prepare: (link: { token: string; returned: boolean }) => ({ payload: link }),
    },
    read(state, action: PayloadAction<{ view: DepositLinkView }>) {
      state.status = 'read'
      state.view = action.payload.view
    },
    refused(state, action: PayloadAction<{ problem: DepositLinkProblem }>) {
      state.status = 'refused'
      state.problem = action.payload.problem
      state.placing = false
    },
    /** "Place the deposit hold": a listener opens the card provider's page. */
    holdRequested: {
      reducer(state) {
        state.placing = true
        state.placeError = null
      },
      prepare: (link: { token: string }) => ({ payload: link }),
    },
    holdFailed(
      state,
      action: PayloadAction<{ error: NonNullable<DepositLinkState['placeError']> }>,
    ) {
      state.placing = false
      state.placeError = action.payload.error
    },
  },
})

export const {
  opened: depositLinkOpened,
  read: depositLinkRead,
  refused: depositLinkRefused,
  holdRequested: depositHoldRequested,
  holdFailed: depositHoldFailed,
} = depositLinkSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof depositLinkSlice> {}
}

export const selectDepositLink = (state: RootState) => state.depositLink ?? initialDepositLinkState
