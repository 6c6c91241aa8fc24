import { createSlice } from '@reduxjs/toolkit'

/** Spec 3 cookie consent record. */
export interface ConsentRecord {
  essential: true
  analytics: boolean
  timestamp: string
}

export interface ConsentState {
  record: ConsentRecord | null
}

const initialState: ConsentState = { record: null }

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {},
  selectors: {
    selectConsentDecided: (state) => state.record !== null,
  },
})

export const { selectConsentDecided } = consentSlice.selectors
