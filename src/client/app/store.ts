import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { analyticsSlice } from '../features/analytics/analyticsSlice'
import { basketSlice } from '../features/basket/basketSlice'
import { checkoutSlice } from '../features/checkout/checkoutSlice'
import { campaignSlice } from '../features/campaign/campaignSlice'
import { consentSlice } from '../features/consent/consentSlice'
import { preferencesSlice } from '../features/preferences/preferencesSlice'
import { searchSlice } from '../features/search/searchSlice'
import { sessionSlice } from '../features/session/sessionSlice'
import { supportSlice } from '../features/support/supportSlice'
import { createActionLog } from '../features/support/actionLog'
import { api } from './api'
import { DEVTOOLS_IN_PRODUCTION } from './buildInfo'
import { devToolsOptions } from './devTools'
import { createAppListenerMiddleware } from './listenerMiddleware'
import type { AppExtra, AppServices } from './services'

export const rootReducer = combineSlices(
  sessionSlice,
  basketSlice,
  checkoutSlice,
  consentSlice,
  preferencesSlice,
  searchSlice,
  campaignSlice,
  analyticsSlice,
  supportSlice,
  api,
)

export type RootState = ReturnType<typeof rootReducer>

export interface MakeStoreOptions {
  services: AppServices
  preloadedState?: Partial<RootState>
  /** Called when a listener throws; tests pass a jest.fn() and assert it stayed silent. */
  onListenerError?: (error: unknown) => void
}

/**
 * The app's store. Outside production the default middleware keeps checking that every action
 * and state is serialisable and never mutated; the action log records last, sanitised, what
 * reaches the reducers (support reports).
 */
export function makeStore({ services, preloadedState, onListenerError }: MakeStoreOptions) {
  const extra: AppExtra = { ...services, actionLog: createActionLog(rootReducer) }
  const listenerMiddleware = createAppListenerMiddleware(extra, onListenerError)
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware, extra.actionLog.middleware),
    devTools: devToolsOptions(process.env.NODE_ENV === 'production', DEVTOOLS_IN_PRODUCTION),
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
