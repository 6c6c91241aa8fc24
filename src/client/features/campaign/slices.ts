/** The campaign's part of the store, for app/ to assemble: its slice and what it keeps. */
export { campaignLanded, campaignSlice, PERSISTED_CAMPAIGN_FIELDS } from './campaignSlice'
export { campaignLayout, CAMPAIGN_VERSION } from './campaignPersistence'
