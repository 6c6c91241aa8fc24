import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { CampaignRecord } from './campaignParams'

export interface CampaignState {
  /** The campaign that brought this visit, kept for the browser session (spec 3). */
  record: CampaignRecord | null
}

const initialState: CampaignState = { record: null }

/** First load reached the campaign step (spec 1); a listener reads the address. */
export const campaignLanded = createAction('campaign/landed')

export const campaignSlice = createSlice({
  name: 'campaign',
  initialState,
  reducers: {
    /** The landing address carried campaign parameters. */
    captured(state, action: PayloadAction<CampaignRecord>) {
      state.record = action.payload
    },
    /** No parameters in the address: the session's earlier campaign, if any. */
    restored(state, action: PayloadAction<CampaignRecord | null>) {
      state.record = action.payload
    },
  },
  selectors: {
    selectCampaign: (state) => state.record,
  },
})

export const { captured: campaignCaptured, restored: campaignRestored } = campaignSlice.actions
export const { selectCampaign } = campaignSlice.selectors
