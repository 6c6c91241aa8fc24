import { describeApiError } from '../../lib/apiErrors'
import { addAppListener, type LazyFeature } from '../../app/lazyFeature'
import { selectLanguage } from '../preferences'
import { selectIsAuthenticated } from '../session'
import { waitlistApi } from './waitlistApi'
import {
  rentalKey,
  selectWaitlistSending,
  waitlistJoinAsked,
  waitlistJoined,
  waitlistLeaveAsked,
  waitlistLeft,
  waitlistRead,
  waitlistRefused,
  waitlistSlice,
  waitlistWanted,
  type WaitlistState,
} from './waitlistSlice'

const codeOf = (error: unknown) => describeApiError(error).code ?? 'INTERNAL_ERROR'

/** Was a call for this line already on its way before the action? */
const wasSending = (state: unknown, key: string) =>
  Boolean((state as { waitlist?: WaitlistState }).waitlist?.sending[key])

/** The family's entries, read once per visit (RTK Query keeps them) while signed in. */
const readEntries = addAppListener({
  actionCreator: waitlistWanted,
  effect: async (_action, listenerApi) => {
    if (!selectIsAuthenticated(listenerApi.getState())) return
    const { data } = await listenerApi.dispatch(
      waitlistApi.endpoints.waitlistEntries.initiate(undefined, { subscribe: false }),
    )
    if (data) listenerApi.dispatch(waitlistRead({ entries: data.entries }))
  },
})

/** "Tell me when it frees up": one join per line at a time; the server's refusal is kept. */
const joinLine = addAppListener({
  actionCreator: waitlistJoinAsked,
  effect: async ({ payload: { join } }, listenerApi) => {
    const key = rentalKey(join)
    if (wasSending(listenerApi.getOriginalState(), key)) return
    if (selectWaitlistSending(listenerApi.getState(), join) !== 'joining') return
    const lang = selectLanguage(listenerApi.getState())
    try {
      const entry = await listenerApi
        .dispatch(waitlistApi.endpoints.joinWaitlist.initiate({ join, lang }, { track: false }))
        .unwrap()
      listenerApi.dispatch(waitlistJoined({ entry }))
    } catch (error) {
      listenerApi.dispatch(waitlistRefused({ rental: join, code: codeOf(error) }))
    }
  },
})

/** Leaving the line from the results: the entry goes, a held offer is released by the server. */
const leaveLine = addAppListener({
  actionCreator: waitlistLeaveAsked,
  effect: async ({ payload: { rental } }, listenerApi) => {
    const key = rentalKey(rental)
    const original = (listenerApi.getOriginalState() as { waitlist?: WaitlistState }).waitlist
    const entry = original?.open[key]
    if (!entry || wasSending(listenerApi.getOriginalState(), key)) return
    try {
      await listenerApi
        .dispatch(waitlistApi.endpoints.leaveWaitlist.initiate(entry.id, { track: false }))
        .unwrap()
      listenerApi.dispatch(waitlistLeft({ rental }))
    } catch (error) {
      listenerApi.dispatch(waitlistRefused({ rental, code: codeOf(error) }))
    }
  },
})

/** The waitlist's slice and listeners, joining the store with the search's results. */
export const waitlistFeature: LazyFeature = {
  slice: waitlistSlice,
  listeners: [readEntries, joinLine, leaveLine],
}
