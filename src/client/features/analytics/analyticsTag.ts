import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import { gtagScriptUrl } from '../../../shared/domain/analytics'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { logger } from '../../lib/logger'
import type { CampaignRecord } from '../campaign/campaignParams'
import { selectCampaign } from '../campaign/campaignSlice'
import { isConsentRehydration, selectAnalyticsAllowed } from '../consent/consentSlice'
import { analyticsApi } from './analyticsApi'
import {
  analyticsPageViewRecorded,
  analyticsTagFailed,
  analyticsTagRequested,
  analyticsTagStarted,
  analyticsTagUnconfigured,
} from './analyticsSlice'

/**
 * The Google tag's side of analytics, loaded only once the traveller allows analytics: visitors
 * who do not never download it.
 */

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

export type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

/** Spec 7 page view: a config with page_path, page_title and the campaign, once per visit. */
export function sendPageView({ getState, dispatch, extra }: ListenerApi) {
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

/** Spec 4 and 7: analytics was allowed (at start-up or by a choice) and the tag follows. */
export async function analyticsAllowed(action: unknown, listenerApi: ListenerApi) {
  const { getState, extra } = listenerApi
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
