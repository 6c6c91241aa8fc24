import { isAnyOf } from '@reduxjs/toolkit'
import type { AppStartListening } from '../../app/listenerMiddleware'
import type { RootState } from '../../app/store'
import {
  consentAllAccepted,
  consentSelectionAccepted,
  isConsentRehydration,
  selectAnalyticsAllowed,
} from '../consent/consentSlice'
import { analyticsRouteChanged } from './analyticsSlice'

/** Time for the new page to render and set its title before its page view is sent. */
export const PAGE_VIEW_SETTLE_MS = 300
/** The longest a page view waits for the page's own data (an article's title comes with it). */
export const PAGE_VIEW_MAX_WAIT_MS = 3_000
/** Time for React to show data that has just arrived. */
const RENDER_MS = 50

const isFetching = (state: RootState) =>
  Object.values(state.api.queries).some((query) => query?.status === 'pending')

/** The tag's code (analyticsTag.ts) loads only when analytics is allowed. */
const loadTag = () => import(/* webpackChunkName: "analyticsTag" */ './analyticsTag')

export function addAnalyticsListeners(startAppListening: AppStartListening) {
  // Analytics follows the saved choice (spec 4 and 7): granted starts the tag, a withdrawn
  // grant is sent as denied and its cookies removed; a choice without analytics calls nothing.
  startAppListening({
    matcher: isAnyOf(isConsentRehydration, consentAllAccepted, consentSelectionAccepted),
    effect: async (action, listenerApi) => {
      const { getState, getOriginalState, extra } = listenerApi
      if (!selectAnalyticsAllowed(getState())) {
        if (selectAnalyticsAllowed(getOriginalState())) {
          extra.gtag('consent', 'update', { analytics_storage: 'denied' })
          extra.clearAnalyticsCookies()
        }
        return
      }
      const { analyticsAllowed } = await loadTag()
      await analyticsAllowed(action, listenerApi)
    },
  })

  // Every route change is a page view once the new page has rendered and loaded what its
  // title depends on; a quick series of changes (a redirect) counts as the last page only.
  startAppListening({
    actionCreator: analyticsRouteChanged,
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners()
      await listenerApi.delay(PAGE_VIEW_SETTLE_MS)
      if (!selectAnalyticsAllowed(listenerApi.getState())) return
      if (isFetching(listenerApi.getState())) {
        await listenerApi.condition((_next, state) => !isFetching(state), PAGE_VIEW_MAX_WAIT_MS)
        await listenerApi.delay(RENDER_MS)
      }
      const { sendPageView } = await loadTag()
      sendPageView(listenerApi)
    },
  })
}
