import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit'
import type { FormName, FormsState, Passwords } from './formsSlice'

let loaded: Reducer<FormsState> | null = null

/**
 * The store's `forms` reducer: a stand-in that keeps `{}` until the first form's code loads the
 * real one (formsSlice.ts), so the first page's script does not carry it. Every form action
 * comes from that code, so none arrives before it.
 */
export const formsReducer = (state: FormsState = {}, action: UnknownAction): FormsState =>
  loaded ? loaded(state, action) : state

export const loadFormsReducer = (reducer: Reducer<FormsState>) => {
  loaded = reducer
}

/**
 * Submit was pressed: a listener sends the form when it passes the rules. New passwords ride
 * along to it, never into the state (support reports redact them). Here, not in the slice,
 * because a listener of the first page's script waits for it.
 */
export const formSubmitAttempted = createAction<{ form: FormName; passwords?: Passwords }>(
  'forms/submitAttempted',
)
