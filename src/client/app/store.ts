import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { analyticsSlice } from '../features/analytics/analyticsSlice'
import { basketSlice } from '../features/basket/basketSlice'
import { checkoutSlice } from '../features/checkout/checkoutSlice'
import { campaignSlice } from '../features/campaign/campaignSlice'
import { consentSlice } from '../features/consent/consentSlice'
import { preferencesSlice } from '../features/preferences/preferencesSlice'
import { searchSlice } from '../features/search/searchSlice'
import { sessionSlice } from '../features/session/sessionSlice'
import { api } from './api'
import { createAppListenerMiddleware } from './listenerMiddleware'
import type { AppServices } from './services'

export const rootReducer = combineSlices(
  sessionSlice,
  basketSlice,
  checkoutSlice,
  consentSlice,
  preferencesSlice,
  searchSlice,
  campaignSlice,
  analyticsSlice,
  api,
)

export type RootState = ReturnType<typeof rootReducer>

export interface MakeStoreOptions {
  services: AppServices
  preloadedState?: Partial<RootState>
  /** Called when a listener throws; tests pass a jest.fn() and assert it stayed silent. */
  onListenerError?: (error: unknown) => void
}

export function makeStore({ services, preloadedState, onListenerError }: MakeStoreOptions) {
  const listenerMiddleware = createAppListenerMiddleware(services, onListenerError)
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'Travel gear rental' },
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
