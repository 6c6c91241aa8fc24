import { isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE } from 'redux-persist'
import { sanitize } from './sanitize'

/**
 * redux-persist's bookkeeping carries callbacks and cannot be replayed: the window starts once
 * persistence has started, and its rehydrations (what storage kept) are recorded like any other
 * action.
 */
const UNRECORDED = new Set<string>([FLUSH, PAUSE, PURGE])

/** How many of the latest actions a support report carries. */
export const ACTION_LOG_LIMIT = 200

/** The recorded window: the state before its first action, and the actions in order. */
export interface RecordedWindow {
  preloadedState: unknown
  actions: UnknownAction[]
}

export interface ActionLog {
  /** Records every action that reaches the reducers (add it last). */
  middleware: Middleware
  /** The window as it is now, sanitised. */
  window(): RecordedWindow
}

/**
 * A bounded ring of the latest actions, sanitised, with the sanitised state at the start of
 * the window. When the oldest action leaves the ring, it is folded into the start state with
 * the same reducer, so replaying the window from its start always gives what the store holds.
 */
export function createActionLog<S>(reducer: Reducer<S>, limit = ACTION_LOG_LIMIT): ActionLog {
  let start: S | undefined
  let currentState: () => unknown = () => null
  const actions: UnknownAction[] = []

  const middleware: Middleware = (store) => {
    currentState = store.getState
    return (next) => (action) => {
      if (isAction(action) && action.type === PERSIST) {
        start = undefined
        actions.length = 0
      } else if (isAction(action) && !UNRECORDED.has(action.type)) {
        start ??= sanitize(store.getState() as S)
        actions.push(sanitize(action as UnknownAction))
        if (actions.length > limit) start = reducer(start, actions.shift()!)
      }
      return next(action)
    }
  }

  return {
    middleware,
    window: () => ({ preloadedState: start ?? sanitize(currentState()), actions: [...actions] }),
  }
}
