import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit'
import { addAnalyticsListeners } from '../features/analytics/analyticsListeners'
import { addCampaignListeners } from '../features/campaign/campaignListeners'
import { addBasketListeners } from '../features/basket/basketListeners'
import { addBookingListeners } from '../features/booking/bookingListeners'
import { addQuoteListeners } from '../features/quote/quoteListeners'
import { addPreferencesListeners } from '../features/preferences/preferencesListeners'
import { addSessionListeners } from '../features/session/sessionListeners'
import type { AppExtra } from './services'
import type { AppDispatch, RootState } from './store'

export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppExtra>

/** A fresh listener middleware with every feature's listeners, for one store. */
export function createAppListenerMiddleware(
  services: AppExtra,
  onError?: (error: unknown) => void,
) {
  const middleware = createListenerMiddleware({ extra: services, onError })
  const startAppListening = middleware.startListening as AppStartListening
  addPreferencesListeners(startAppListening)
  addBasketListeners(startAppListening)
  addBookingListeners(startAppListening)
  addQuoteListeners(startAppListening)
  addSessionListeners(startAppListening)
  addCampaignListeners(startAppListening)
  addAnalyticsListeners(startAppListening)
  return middleware
}
