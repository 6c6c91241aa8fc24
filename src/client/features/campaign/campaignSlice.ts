import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { rehydrationOf } from '../../app/rehydration'
import type { CampaignRecord } from './campaignParams'

export interface CampaignState {
  /**
   * The campaign that brought this visit, kept for the browser session (docs/product.md, Records
   * and storage).
   */
  record: CampaignRecord | null
}

const initialState: CampaignState = { record: null }

/** Kept for the browser session under `utm` (campaignPersistence.ts). */
export const PERSISTED_CAMPAIGN_FIELDS = ['record'] as const satisfies (keyof CampaignState)[]

const isCampaignRehydration = rehydrationOf<CampaignState>('campaign')

/**
 * First load reached the campaign step (docs/product.md, What it does); a listener reads the
 * address.
 */
export const campaignLanded = createAction('campaign/landed')

export const campaignSlice = createSlice({
  name: 'campaign',
  initialState,
  reducers: {
    /** The landing address carried campaign parameters. */
    captured(state, action: PayloadAction<CampaignRecord>) {
      state.record = action.payload
    },
  },
  extraReducers: (builder) => {
    // Without parameters in the address, the browser session's earlier campaign stays.
    builder.addMatcher(isCampaignRehydration, (state, { payload }) => {
      if (payload) state.record = payload.record
    })
  },
  selectors: {
    selectCampaign: (state) => state.record,
  },
})

export const { captured: campaignCaptured } = campaignSlice.actions
export const { selectCampaign } = campaignSlice.selectors
