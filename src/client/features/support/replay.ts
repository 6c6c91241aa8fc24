import { configureStore, type UnknownAction } from '@reduxjs/toolkit'
import { rootReducer, type RootState } from '../../app/store'
import { formsSlice, loadFormsReducer } from '../forms'

/** A report's recorded window, read back from its file. */
export interface ParsedReport {
  preloadedState: Partial<RootState>
  actions: UnknownAction[]
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** Reads a report file in the Redux DevTools import format; throws saying what is wrong. */
export function parseReport(text: string): ParsedReport {
  const report: unknown = JSON.parse(text)
  if (!isObject(report) || typeof report.payload !== 'string') {
    throw new Error('Not a report: "payload" must be a JSON string of the recorded actions')
  }
  if (typeof report.preloadedState !== 'string') {
    throw new Error('Not a report: "preloadedState" must be a JSON string of the state')
  }
  const actions: unknown = JSON.parse(report.payload)
  if (!Array.isArray(actions) || !actions.every((a) => isObject(a) && typeof a.type === 'string')) {
    throw new Error('Not a report: "payload" must hold an array of actions with a "type"')
  }
  const preloadedState: unknown = JSON.parse(report.preloadedState)
  if (!isObject(preloadedState)) {
    throw new Error('Not a report: "preloadedState" must hold an object')
  }
  return {
    preloadedState: preloadedState as Partial<RootState>,
    actions: actions as UnknownAction[],
  }
}

/**
 * Replays a report without the extension: a fresh store (reducers only: no listeners, no
 * requests) starts from the preloaded state, receives every recorded action in order, and its
 * final state is returned.
 */
export function replayReport({ preloadedState, actions }: ParsedReport): RootState {
  // A report may hold form drafts: their reducer loads with the first form otherwise.
  loadFormsReducer(formsSlice.reducer)
  const store = configureStore({ reducer: rootReducer, preloadedState, devTools: false })
  for (const action of actions) store.dispatch(action)
  return store.getState()
}
