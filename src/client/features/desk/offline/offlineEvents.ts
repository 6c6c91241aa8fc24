/**
 * What the desk's chunk needs of the offline queue (the queue itself is a chunk of its own,
 * `DeskOffline`): the event a handover sends when the server cannot be reached, how to tell
 * that from a refusal, and the queue's state as far as the booking screen reads it.
 */
import { createAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit'
import type { CheckInRequest, CheckOutRequest } from '../../../../shared/contract/desk-handover'
import { apiErrorStatus, type ApiError } from '../../../app/apiError'
import type { AppExtra } from '../../../app/services'
import type { RootState } from '../../../app/store'

export type QueuedKind = 'check-out' | 'check-in' | 'no-show'

/** A handover taken while the server did not answer, to be sent with its key later. */
export interface QueuedAction {
  /** Its Idempotency-Key: made when staff submitted it, the same at every attempt. */
  key: string
  kind: QueuedKind
  bookingId: string
  /** The request as taken at the counter (under `draft`, so support reports mask it). */
  draft: CheckOutRequest | CheckInRequest | null
  /** When staff took it (ISO), sent as Taken-At. */
  takenAt: string
  /** The staff member who took it: only they replay it. */
  owner: string
  /** Waiting to send, or refused by the server (with its code and reason). */
  refusal: { code: string; message: string } | null
}

/** A handover the server could not be reached for, kept to be sent later. */
export const handoverQueued = createAction<QueuedAction>('deskOffline/handoverQueued')

/** No answer at all (network down, server stopped, timed out, or a gateway without it). */
export function isUnreachable(error: ApiError): boolean {
  if (!error || !('status' in error)) return false
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return true
  const status = apiErrorStatus(error)
  return status === 502 || status === 503 || status === 504
}

/** A new key for one intended handover (the server takes it as its Idempotency-Key). */
export const newActionKey = () => `desk-${crypto.randomUUID()}`

/** The queue's state, as the booking screen and the banner read it (absent before it loads). */
export interface DeskOfflineState {
  owner: string | null
  actions: QueuedAction[]
  /** When the server last stopped answering (ms), null while it answers. */
  offlineSince: number | null
  /** When the day's lists shown were fetched (ms), when they come from the kept copy. */
  listsFetchedAt: number | null
  replaying: boolean
}

export type DeskOfflineRootState = RootState & { deskOffline?: DeskOfflineState }

const NO_ACTIONS: QueuedAction[] = []

/** The handovers waiting to send or refused, in the order they were taken. */
export const selectQueuedActions = (state: DeskOfflineRootState) =>
  state.deskOffline?.actions ?? NO_ACTIONS
/** Whether a handover of the booking waits to send (refused ones wait for the desk, not the server). */
export const selectBookingWaitsToSend = (state: DeskOfflineRootState, bookingId: string) =>
  selectQueuedActions(state).some(
    (action) => action.bookingId === bookingId && action.refusal === null,
  )
/** Since when the server has not answered (ms), null while it answers. */
export const selectOfflineSince = (state: DeskOfflineRootState) =>
  state.deskOffline?.offlineSince ?? null
/** When the day's lists shown were fetched (ms), when they are the copy kept offline. */
export const selectListsFetchedAt = (state: DeskOfflineRootState) =>
  state.deskOffline?.listsFetchedAt ?? null
export const selectReplaying = (state: DeskOfflineRootState) =>
  state.deskOffline?.replaying ?? false

/** Loads the queue's chunk and joins it to the store (again is harmless). */
export const offlineRoomJoined =
  (): ThunkAction<Promise<void>, RootState, AppExtra, UnknownAction> => async (dispatch) => {
    const room = await import(/* webpackChunkName: "DeskOffline" */ './offlineRoom')
    dispatch(room.offlineQueueJoined())
  }
