import type { AppStartListening } from '../../app/listenerMiddleware'
import { campaignParamsFrom } from './campaignParams'
import { campaignCaptured, campaignLanded } from './campaignSlice'

export function addCampaignListeners(startAppListening: AppStartListening) {
  // Records and storage (docs/product.md): campaign parameters in the landing address replace the
  // session's record (kept under `utm`); without any, the record already kept for this browser
  // session stays.
  startAppListening({
    actionCreator: campaignLanded,
    effect: (_action, { dispatch, extra }) => {
      const params = campaignParamsFrom(extra.page.search())
      if (!params) return
      dispatch(
        campaignCaptured({ ...params, timestamp: new Date(extra.clock.now()).toISOString() }),
      )
    },
  })
}
