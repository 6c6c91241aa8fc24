import { isAction, type Middleware, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import { FLUSH, PAUSE, PERSIST, PURGE } from 'redux-persist/lib/constants'

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
  /** The window as it is now, as the store saw it: sanitise it before it leaves the page. */
  window(): RecordedWindow
}

/**
 * A bounded ring of the latest actions, with the state at the start of the window. When the
 * oldest action leaves the ring, it is folded into the start state with the same reducer, so
 * replaying the window from its start always gives what the store holds. It holds nothing the
 * store does not; the report sanitises it (supportReport.ts), so the sanitiser loads with the
 * report rather than with the first page.
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
        start ??= store.getState() as S
        actions.push(action as UnknownAction)
        if (actions.length > limit) start = reducer(start, actions.shift()!)
      }
      return next(action)
    }
  }

  return {
    middleware,
    window: () => ({ preloadedState: start ?? currentState(), actions: [...actions] }),
  }
}
