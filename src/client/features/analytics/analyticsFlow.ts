/**
 * Analytics (docs/product.md, State machines; Calls), loaded the first time a consent choice or a
 * page change needs it: the tag starts and stops with the saved choice, and page views follow the
 * routes.
 */
import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import { gtagScriptUrl } from '../../../shared/domain/analytics'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { logger } from '../../lib/logger'
import type { CampaignRecord } from '../campaign'
import { selectCampaign } from '../campaign'
import { isConsentRehydration, selectAnalyticsAllowed } from '../consent'
import { analyticsApi } from './analyticsApi'
import { PAGE_VIEW_MAX_WAIT_MS, PAGE_VIEW_SETTLE_MS } from './analyticsListeners'
import {
  analyticsPageViewRecorded,
  analyticsTagFailed,
  analyticsTagRequested,
  analyticsTagStarted,
  analyticsTagUnconfigured,
} from './analyticsSlice'

/** Time for React to show data that has just arrived. */
const RENDER_MS = 50

const isFetching = (state: RootState) =>
  Object.values(state.api.queries).some((query) => query?.status === 'pending')

/** Our banner asks about analytics only; everything else stays denied in the tag. */
const DENIED_BY_DEFAULT = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
} as const

/** GA4 reads campaigns from its own parameter names; the spec's names are sent as well. */
const GA4_CAMPAIGN_NAMES = {
  utm_source: 'campaign_source',
  utm_medium: 'campaign_medium',
  utm_campaign: 'campaign_name',
  utm_term: 'campaign_term',
  utm_content: 'campaign_content',
} as const

function campaignParameters(record: CampaignRecord | null): Record<string, string> {
  if (!record) return {}
  const { timestamp: _timestamp, ...fields } = record
  const parameters: Record<string, string> = { ...fields }
  for (const [spec, ga4] of Object.entries(GA4_CAMPAIGN_NAMES)) {
    const value = fields[spec as keyof typeof GA4_CAMPAIGN_NAMES]
    if (value) parameters[ga4] = value
  }
  return parameters
}

type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

/**
 * Calls (docs/product.md): page view: a config with page_path, page_title and the campaign, once
 * per visit.
 */
function sendPageView({ getState, dispatch, extra }: ListenerApi) {
  const state = getState()
  const { tag, measurementId, page, reportedVisit } = state.analytics
  if (!selectAnalyticsAllowed(state) || tag !== 'on' || !measurementId) return
  if (!page || page.visit === reportedVisit) return
  extra.gtag('config', measurementId, {
    page_path: page.path,
    page_title: extra.page.title(),
    ...campaignParameters(selectCampaign(state)),
  })
  dispatch(analyticsPageViewRecorded(page.visit))
}

/** Reads the measurement id, then records the current page and loads the tag script. */
async function startTag(listenerApi: ListenerApi) {
  const { dispatch, extra } = listenerApi
  dispatch(analyticsTagRequested())
  const result = await dispatch(
    analyticsApi.endpoints.getClientConfig.initiate(undefined, { subscribe: false }),
  )
  if (!result.data) {
    logger.error('Could not read the analytics configuration', result.error)
    dispatch(analyticsTagFailed())
    return
  }
  const measurementId = result.data.analytics_measurement_id
  if (!measurementId) {
    dispatch(analyticsTagUnconfigured())
    return
  }
  dispatch(analyticsTagStarted(measurementId))
  sendPageView(listenerApi)
  extra.loadScript(gtagScriptUrl(measurementId)).catch((error: unknown) => {
    logger.error('Could not load the analytics tag', error)
  })
}

/** A consent choice: granted starts the tag, a withdrawn grant is denied and its cookies go. */
export async function followConsent(
  action: { type: string },
  wasAllowed: boolean,
  listenerApi: ListenerApi,
) {
  const { getState, extra } = listenerApi
  if (!selectAnalyticsAllowed(getState())) {
    if (wasAllowed) {
      extra.gtag('consent', 'update', { analytics_storage: 'denied' })
      extra.clearAnalyticsCookies()
    }
    return
  }
  const tag = getState().analytics.tag
  if (tag === 'off') {
    extra.gtag('consent', 'default', DENIED_BY_DEFAULT)
    extra.gtag('js', new Date(extra.clock.now()))
  }
  extra.gtag('consent', 'update', { analytics_storage: 'granted' })
  if (tag === 'off' || tag === 'failed') await startTag(listenerApi)
  if (!isConsentRehydration(action)) {
    extra.gtag('event', 'cookie_consent', { action: 'accept_analytics' })
  }
}

/** A route change: the page view once the page has rendered and loaded its title's data. */
export async function recordPageView(listenerApi: ListenerApi) {
  await listenerApi.delay(PAGE_VIEW_SETTLE_MS)
  if (isFetching(listenerApi.getState())) {
    await listenerApi.condition((_next, state) => !isFetching(state), PAGE_VIEW_MAX_WAIT_MS)
    await listenerApi.delay(RENDER_MS)
  }
  sendPageView(listenerApi)
}
