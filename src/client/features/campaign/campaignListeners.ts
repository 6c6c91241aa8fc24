import type { AppStartListening } from '../../app/listenerMiddleware'
import { logger } from '../../lib/logger'
import { storageKeys } from '../../lib/storage'
import { campaignParamsFrom, parseCampaignRecord } from './campaignParams'
import { campaignCaptured, campaignLanded, campaignRestored } from './campaignSlice'

export function addCampaignListeners(startAppListening: AppStartListening) {
  // Spec 3: campaign parameters in the landing address replace the session's record under
  // `utm`; without any, the record already kept for this browser session stays.
  startAppListening({
    actionCreator: campaignLanded,
    effect: (_action, { dispatch, extra }) => {
      const params = campaignParamsFrom(extra.page.search())
      if (params) {
        const record = { ...params, timestamp: new Date(extra.clock.now()).toISOString() }
        extra.sessionStore.set(storageKeys.utm, JSON.stringify(record))
        dispatch(campaignCaptured(record))
        return
      }
      const raw = extra.sessionStore.get(storageKeys.utm)
      const stored = raw === null ? null : parseCampaignRecord(raw)
      if (raw !== null && !stored) {
        logger.error('Discarded unreadable campaign parameters from session storage')
        extra.sessionStore.remove(storageKeys.utm)
      }
      dispatch(campaignRestored(stored))
    },
  })
}
