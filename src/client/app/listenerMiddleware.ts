import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit'
import { addAnalyticsListeners } from '../features/analytics/listeners'
import { addBookingListeners } from '../features/booking/listeners'
import { addQuoteListeners } from '../features/quote/listeners'
import { addPreferencesListeners } from '../features/preferences/listeners'
import type { AppExtra } from './services'
import type { AppDispatch, RootState } from './store'

export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppExtra>

/**
 * A fresh listener middleware with the first page's listeners, for one store. Those of the kept
 * slices (the session, the basket, the campaign) join with the persistence code
 * (persistence.ts); those of lazily loaded areas with their code (lazyFeature.ts).
 */
export function createAppListenerMiddleware(
  services: AppExtra,
  onError?: (error: unknown) => void,
) {
  const middleware = createListenerMiddleware({ extra: services, onError })
  const startAppListening = middleware.startListening as AppStartListening
  addPreferencesListeners(startAppListening)
  addBookingListeners(startAppListening)
  addQuoteListeners(startAppListening)
  addAnalyticsListeners(startAppListening)
  return middleware
}
