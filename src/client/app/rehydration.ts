import { isAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import { REHYDRATE } from 'redux-persist/lib/constants'

/** The slices kept in the browser between visits (app/persistence.ts). */
export type PersistedKey = 'session' | 'basket' | 'consent' | 'preferences' | 'campaign'

/**
 * redux-persist's start-up event for one persisted slice: `payload` is what storage kept, after
 * the slice's migrations (undefined when nothing was kept). It shows in Redux DevTools and in
 * support reports like any other action.
 */
export interface Rehydration<R> extends UnknownAction {
  type: typeof REHYDRATE
  key: PersistedKey
  payload?: R | null
}

/** Matches the rehydration of one slice; each slice's reducer takes what it trusts from it. */
export const rehydrationOf =
  <R>(key: PersistedKey) =>
  (action: unknown): action is Rehydration<R> =>
    isAction(action) && action.type === REHYDRATE && (action as { key?: unknown }).key === key

/** One reducer per persisted slice, as redux-persist wraps them (app/persistence.ts). */
export type PersistedReducers = Record<PersistedKey, Reducer>
