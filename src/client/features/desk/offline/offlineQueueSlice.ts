import { createSlice, isAction, type PayloadAction } from '@reduxjs/toolkit'
import { REHYDRATE } from 'redux-persist/lib/constants'
import { logger } from '../../../lib/logger'
import {
  handoverQueued,
  type DeskOfflineState,
  type QueuedAction,
  type QueuedKind,
} from './offlineEvents'

/** The fields kept on the device (IndexedDB, per staff member: offlineStorage.ts). */
export const PERSISTED_OFFLINE_FIELDS = ['owner', 'actions', 'offlineSince'] as const
export const DESK_OFFLINE_VERSION = 1

export const initialOfflineState: DeskOfflineState = {
  owner: null,
  actions: [],
  offlineSince: null,
  listsFetchedAt: null,
  replaying: false,
}

const KINDS: readonly QueuedKind[] = ['check-out', 'check-in', 'no-show']
const isText = (value: unknown): value is string => typeof value === 'string' && value !== ''

/** A queued action read back from the device, or null when it is not one (then logged). */
function validAction(value: unknown, owner: string): QueuedAction | null {
  const action = value as Partial<QueuedAction> | null
  const valid =
    action !== null &&
    typeof action === 'object' &&
    isText(action.key) &&
    KINDS.includes(action.kind as QueuedKind) &&
    isText(action.bookingId) &&
    isText(action.takenAt) &&
    !Number.isNaN(Date.parse(action.takenAt)) &&
    action.owner === owner &&
    (action.draft === null || typeof action.draft === 'object')
  if (!valid) return null
  const refusal = action.refusal
  return {
    ...(action as QueuedAction),
    refusal:
      refusal && isText(refusal.code)
        ? { code: refusal.code, message: String(refusal.message ?? '') }
        : null,
  }
}

interface OfflineRehydration {
  type: typeof REHYDRATE
  key: 'deskOffline'
  payload?: Partial<DeskOfflineState> | null
}
const isOfflineRehydration = (action: unknown): action is OfflineRehydration =>
  isAction(action) &&
  action.type === REHYDRATE &&
  (action as { key?: unknown }).key === 'deskOffline'

/**
 * The desk's queue of handovers taken while the server did not answer (docs/desk.md, Offline at
 * the counter): each waits to be sent, in the order taken, by the staff member who took it; one
 * the server refuses stays, with its reason, until staff have read it.
 */
export const deskOfflineSlice = createSlice({
  name: 'deskOffline',
  initialState: initialOfflineState,
  reducers: {
    serverUnreachable(state, action: PayloadAction<{ at: number }>) {
      state.offlineSince ??= action.payload.at
      state.replaying = false
    },
    serverAnswered(state) {
      state.offlineSince = null
      state.listsFetchedAt = null
    },
    /** The day's lists shown are the copy kept on the device, fetched at `at`. */
    keptListsShown(state, action: PayloadAction<{ at: number }>) {
      state.listsFetchedAt = action.payload.at
    },
    replayStarted(state) {
      state.replaying = true
    },
    queuedActionSent(state, action: PayloadAction<{ key: string }>) {
      state.actions = state.actions.filter((queued) => queued.key !== action.payload.key)
    },
    queuedActionRefused(
      state,
      action: PayloadAction<{ key: string; code: string; message: string }>,
    ) {
      const { key, ...refusal } = action.payload
      const queued = state.actions.find((candidate) => candidate.key === key)
      if (queued) queued.refusal = refusal
    },
    replayFinished(state) {
      state.replaying = false
    },
    /** Staff have read a refusal and dealt with it: it leaves the queue. */
    refusalDismissed(state, action: PayloadAction<{ key: string }>) {
      state.actions = state.actions.filter(
        (queued) => queued.key !== action.payload.key || queued.refusal === null,
      )
    },
    /** Signing out: nothing of the queue stays on the device. */
    deviceCleared() {
      return initialOfflineState
    },
  },
  extraReducers: (builder) => {
    builder.addCase(handoverQueued, (state, { payload }) => {
      if (state.owner !== payload.owner) {
        // Another staff member's queue is never mixed in: it stays stored under their name.
        state.actions = []
        state.owner = payload.owner
      }
      if (!state.actions.some((queued) => queued.key === payload.key)) state.actions.push(payload)
      state.offlineSince ??= Date.parse(payload.takenAt)
    })
    // Start-up of the queue: what the device kept for the staff member signed in, validated.
    builder.addMatcher(isOfflineRehydration, (state, { payload }) => {
      if (!payload || !isText(payload.owner)) return
      const stored = Array.isArray(payload.actions) ? payload.actions : []
      const actions = stored.flatMap((value) => validAction(value, payload.owner!) ?? [])
      if (actions.length !== stored.length) {
        logger.error('Dropped queued desk actions that could not be read back', stored)
      }
      state.owner = payload.owner
      const kept = new Set(actions.map((queued) => queued.key))
      state.actions = [
        ...actions,
        ...state.actions.filter(
          (queued) => queued.owner === payload.owner && !kept.has(queued.key),
        ),
      ]
      if (typeof payload.offlineSince === 'number') state.offlineSince ??= payload.offlineSince
    })
  },
})

export const {
  serverUnreachable,
  serverAnswered,
  keptListsShown,
  replayStarted,
  queuedActionSent,
  queuedActionRefused,
  replayFinished,
  refusalDismissed,
  deviceCleared,
} = deskOfflineSlice.actions
