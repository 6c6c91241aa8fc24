import { isAnyOf } from '@reduxjs/toolkit'
import type { AppStartListening } from '../../app/listenerMiddleware'
import {
  consentAllAccepted,
  consentSelectionAccepted,
  isConsentRehydration,
  selectAnalyticsAllowed,
} from '../consent'
import { analyticsRouteChanged } from './analyticsSlice'

/** Time for the new page to render and set its title before its page view is sent. */
export const PAGE_VIEW_SETTLE_MS = 300
/** The longest a page view waits for the page's own data (an article's title comes with it). */
export const PAGE_VIEW_MAX_WAIT_MS = 3_000
const flow = () => import(/* webpackChunkName: "analyticsFlow" */ './analyticsFlow')

export function addAnalyticsListeners(startAppListening: AppStartListening) {
  // Analytics follows the saved choice (docs/product.md, State machines; Calls): granted starts the
  // tag, a withdrawn grant is sent as denied and its cookies removed; a choice without analytics
  // calls nothing.
  startAppListening({
    matcher: isAnyOf(isConsentRehydration, consentAllAccepted, consentSelectionAccepted),
    effect: async (action, listenerApi) => {
      const wasAllowed = selectAnalyticsAllowed(listenerApi.getOriginalState())
      if (!wasAllowed && !selectAnalyticsAllowed(listenerApi.getState())) return
      await (await flow()).followConsent(action, wasAllowed, listenerApi)
    },
  })

  // Every route change is a page view once the new page has rendered and loaded what its
  // title depends on; a quick series of changes (a redirect) counts as the last page only.
  startAppListening({
    actionCreator: analyticsRouteChanged,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners()
      if (!selectAnalyticsAllowed(listenerApi.getState())) return
      await (await flow()).recordPageView(listenerApi)
    },
  })
}
