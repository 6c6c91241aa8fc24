import { REHYDRATE } from 'redux-persist'
import type { PersistedKey } from '../../../src/client/app/rehydration'

/** The start-up event redux-persist dispatches for a slice, with what storage kept. */
export const rehydrated = (key: PersistedKey, payload: object | undefined) => ({
  type: REHYDRATE,
  key,
  payload,
})
