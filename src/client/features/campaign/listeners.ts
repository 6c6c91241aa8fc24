/** The listeners the campaign starts in the store, for app/ to assemble. */
export { addCampaignListeners } from './campaignListeners'
