import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit'
import type { WaitlistEntry } from '../../../shared/contract/waitlist'
import { api } from '../../app/api'
import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import type { RootState } from '../../app/store'
import { describeApiError } from '../../lib/apiErrors'

// The waitlist email's leave page keeps its own slice, endpoint and listener, in its own chunk:
// the search's results carry none of it.

/** Why the leave link did not take the family off the list. */
export type LeaveLinkProblem = 'INVALID_LINK' | 'LINK_EXPIRED' | 'FAILED' | 'WAITLIST_CLOSED'

export interface WaitlistLeaveState {
  status: 'idle' | 'leaving' | 'left'
  problem: LeaveLinkProblem | null
}

const initialWaitlistLeaveState: WaitlistLeaveState = { status: 'idle', problem: null }

export const waitlistLeaveSlice = createSlice({
  name: 'waitlistLeave',
  initialState: initialWaitlistLeaveState,
  reducers: {
    /** /waitlist/leave#<token> opened: the family leaves the list without signing in. */
    waitlistLeaveLinkOpened(_state, _action: PayloadAction<{ token: string }>) {
      return { status: 'leaving', problem: null }
    },
    waitlistLeaveLinkAnswered(_state, action: PayloadAction<{ problem: LeaveLinkProblem | null }>) {
      const { problem } = action.payload
      return { status: problem ? 'idle' : 'left', problem }
    },
  },
})

export const { waitlistLeaveLinkOpened, waitlistLeaveLinkAnswered } = waitlistLeaveSlice.actions

declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof waitlistLeaveSlice> {}
}

/** What the email's leave link has done. */
export const selectWaitlistLeaveLink = (state: RootState) =>
  (state as { waitlistLeave?: WaitlistLeaveState }).waitlistLeave ?? initialWaitlistLeaveState

/** `POST /api/waitlist-links/leave`: the token travels in the body, never in a URL. */
export const waitlistLeaveApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaveWaitlistByLink: build.mutation<WaitlistEntry, string>({
      query: (token) => ({ url: '/waitlist-links/leave', method: 'POST', body: { token } }),
    }),
  }),
})

/** Why the leave link was refused: its own codes, a closed entry, else a failure to retry. */
function leaveLinkProblemOf(error: unknown): LeaveLinkProblem {
  const { status, code } = describeApiError(error)
  if (code === 'LINK_EXPIRED' || code === 'WAITLIST_CLOSED') return code
  return code === 'INVALID_LINK' || status === 404 ? 'INVALID_LINK' : 'FAILED'
}

const leaveByLink = addAppListener({
  actionCreator: waitlistLeaveLinkOpened,
  effect: async ({ payload: { token } }, listenerApi) => {
    try {
      await listenerApi
        .dispatch(waitlistLeaveApi.endpoints.leaveWaitlistByLink.initiate(token, { track: false }))
        .unwrap()
      listenerApi.dispatch(waitlistLeaveLinkAnswered({ problem: null }))
    } catch (error) {
      listenerApi.dispatch(waitlistLeaveLinkAnswered({ problem: leaveLinkProblemOf(error) }))
    }
  },
})

/** The leave page's slice and listener, joining the store with its chunk. */
export const waitlistLeaveFeature: LazyFeature = {
  slice: waitlistLeaveSlice,
  listeners: [leaveByLink],
}
