/** The campaign feature's public face: what other features may use of it. */
export type { CampaignRecord } from './campaignParams'
export { selectCampaign } from './campaignSlice'
