import { isRejectedWithValue, type ListenerEffectAPI, type UnknownAction } from '@reduxjs/toolkit'
import { REHYDRATE } from 'redux-persist/lib/constants'
import { api } from '../../../app/api'
import { apiErrorCode, apiErrorStatus, type ApiError } from '../../../app/apiError'
import type { AppStartListening } from '../../../app/listenerMiddleware'
import type { AppExtra } from '../../../app/services'
import type { AppDispatch, RootState } from '../../../app/store'
import type { KeyValueArea } from '../../../lib/persistence/indexedDb'
import { addDays } from '../../../../shared/domain/calendar'
import { loggedIn, selectSessionUser, sessionCleared } from '../../session'
import { deskBookingsApi } from '../bookings'
import { offlineApi } from './offlineApi'
import { handoverQueued, isUnreachable, type DeskOfflineRootState } from './offlineEvents'
import {
  deviceCleared,
  initialOfflineState,
  keptListsShown,
  queuedActionRefused,
  queuedActionSent,
  replayFinished,
  replayStarted,
  serverAnswered,
  serverUnreachable,
} from './offlineQueueSlice'
import { queueKeyOf } from './offlineStorage'
import { KEPT_AT_HEADER } from '../../../serviceWorker/deskKeptAnswers'

/** What the queue's listeners reach on the device: its IndexedDB area and the kept lists. */
export interface OfflineDevice {
  area: KeyValueArea
  /** Deletes what the service worker kept of the API for offline use. */
  purgeKeptLists(): Promise<void>
  /** Registers the desk's service worker, which keeps its code and day lists on the device. */
  keepDeskCode(): void
}

/** Tomorrow's lists are read again with today's once they are this old (seconds). */
const PREFETCH_AGE_S = 60

/** How often the desk tries again while the server does not answer and something waits. */
export const RETRY_MS = 15_000

type Api = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

const queueOf = (state: RootState) =>
  (state as DeskOfflineRootState).deskOffline ?? initialOfflineState

/** The server's machine code and reason for a refusal (a 4xx answer). */
function refusalOf(error: ApiError) {
  const data = error && 'data' in error ? (error.data as { message?: unknown } | undefined) : null
  return {
    code: apiErrorCode(error) ?? 'INTERNAL_ERROR',
    message: typeof data?.message === 'string' ? data.message : '',
  }
}

/**
 * Sends the signed-in staff member's waiting handovers, one at a time in the order taken, each
 * with its key (a repeat changes nothing on the server). Stops at the first that gets no answer
 * (still offline) or meets the session's end; a refusal is kept with its reason and the next one
 * is sent. With nothing left, the kept day lists leave the device too.
 */
async function replay({ dispatch, getState, extra }: Api, device: OfflineDevice) {
  const queue = queueOf(getState())
  const me = selectSessionUser(getState())?.id
  if (!me || queue.owner !== me || queue.replaying) return
  if (!queue.actions.some((queued) => queued.refusal === null)) return
  dispatch(replayStarted())
  for (const queued of queueOf(getState()).actions) {
    if (queued.refusal) continue
    const result = await dispatch(offlineApi.endpoints.replayHandover.initiate(queued))
    if (!result.error) {
      dispatch(queuedActionSent({ key: queued.key }))
      continue
    }
    if (isUnreachable(result.error)) {
      return void dispatch(serverUnreachable({ at: extra.clock.now() }))
    }
    const status = apiErrorStatus(result.error)
    if (status === null || status === 401 || status === 403 || status >= 500) {
      // Not a refusal of this action: it waits for the next try (or the same member's sign-in).
      return void dispatch(replayFinished())
    }
    dispatch(queuedActionRefused({ key: queued.key, ...refusalOf(result.error) }))
  }
  dispatch(replayFinished())
  if (queueOf(getState()).actions.length === 0) await device.purgeKeptLists()
}

const isApiAction = (action: UnknownAction) => action.type.startsWith(`${api.reducerPath}/`)

/** When the answer of a fulfilled call was fetched, if the service worker gave its kept copy. */
function keptAtOf(action: UnknownAction): number | null {
  if (!action.type.endsWith('/fulfilled')) return null
  const meta = (action as { meta?: { baseQueryMeta?: { response?: Response } } }).meta
  const keptAt = meta?.baseQueryMeta?.response?.headers.get(KEPT_AT_HEADER)
  return keptAt ? Number(keptAt) : null
}

/**
 * The queue's listeners (docs/desk.md, Offline at the counter): replay when the queue is read
 * back for the member signed in, when they sign in, and when the server answers again; try
 * again every RETRY_MS while it does not; when a session ends, clear the kept lists from the
 * device, and at sign-out the queue too.
 */
export function addDeskOfflineListeners(
  startAppListening: AppStartListening,
  device: OfflineDevice,
) {
  startAppListening({
    predicate: (action) =>
      action.type === REHYDRATE && (action as { key?: unknown }).key === 'deskOffline',
    effect: async (_action, listenerApi) => replay(listenerApi, device),
  })

  startAppListening({
    actionCreator: loggedIn,
    effect: async (_action, listenerApi) => replay(listenerApi, device),
  })

  // Any answer from the server while the desk thought it offline: it is back.
  startAppListening({
    predicate: (action, state) =>
      isApiAction(action) &&
      action.type.endsWith('/fulfilled') &&
      keptAtOf(action) === null &&
      queueOf(state).offlineSince !== null,
    effect: async (_action, listenerApi) => {
      listenerApi.dispatch(serverAnswered())
      await replay(listenerApi, device)
    },
  })

  // An answer the service worker gave from its copy: the server did not answer, and the banner
  // says how old what the desk shows is.
  startAppListening({
    predicate: (action) => isApiAction(action) && keptAtOf(action) !== null,
    effect: (action, { dispatch, getState, extra }) => {
      if (queueOf(getState()).offlineSince === null) {
        dispatch(serverUnreachable({ at: extra.clock.now() }))
      }
      dispatch(keptListsShown({ at: keptAtOf(action)! }))
    },
  })

  // Today's lists read from the server: tomorrow's are read too, for the worker to keep both.
  startAppListening({
    matcher: deskBookingsApi.endpoints.getDeskDay.matchFulfilled,
    effect: (action, { dispatch }) => {
      if (action.meta.arg.originalArgs.date !== null || keptAtOf(action) !== null) return
      const { today } = action.payload
      const args = { ...action.meta.arg.originalArgs, date: addDays(today, 1) }
      dispatch(deskBookingsApi.util.prefetch('getDeskDay', args, { ifOlderThan: PREFETCH_AGE_S }))
    },
  })

  // A call of the desk's that got no answer: offline from now (the banner says since when).
  startAppListening({
    predicate: (action, state) =>
      isApiAction(action) &&
      isRejectedWithValue(action) &&
      isUnreachable(action.payload as ApiError) &&
      queueOf(state).offlineSince === null,
    effect: (_action, { dispatch, extra }) => {
      dispatch(serverUnreachable({ at: extra.clock.now() }))
    },
  })

  // While something waits and the server does not answer, try again now and then.
  startAppListening({
    predicate: (action) => serverUnreachable.match(action) || handoverQueued.match(action),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners()
      while (queueOf(listenerApi.getState()).offlineSince !== null) {
        await listenerApi.delay(RETRY_MS)
        await replay(listenerApi, device)
      }
    },
  })

  // Whenever a session ends, what the worker kept of the API leaves the device; the queue only
  // at sign-out (an expired session's member signs in again to send it).
  startAppListening({
    actionCreator: sessionCleared,
    effect: async ({ payload }, { dispatch, getState }) => {
      const owner = queueOf(getState()).owner
      if (payload.reason === 'logout') {
        dispatch(deviceCleared())
        if (owner) await device.area.remove(queueKeyOf(owner))
      }
      await device.purgeKeptLists()
    },
  })
}
