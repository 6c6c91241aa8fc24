import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { rehydrationOf } from '../../app/rehydration'
import type { StoredConsent } from './consentPersistence'

/** Records and storage (docs/product.md): cookie consent record. */
export interface ConsentRecord {
  essential: true
  analytics: boolean
  timestamp: string
}

/**
 * What the banner shows: nothing, the collapsed summary, the summary with its details read
 * out, or the customise view with the two switches.
 */
export type ConsentBanner = 'hidden' | 'summary' | 'details' | 'customise'

export interface ConsentState {
  /**
   * The saved choice; null until the traveller decides (docs/product.md, State machines: not
   * decided).
   */
  record: ConsentRecord | null
  banner: ConsentBanner
  /** The analytics switch in the customise view, applied by accept selection. */
  analyticsSwitch: boolean
}

const initialState: ConsentState = { record: null, banner: 'summary', analyticsSwitch: false }

/** The saved choice is kept under `cookie_consent` (consentPersistence.ts). */
export const PERSISTED_CONSENT_FIELDS = ['record'] as const satisfies (keyof ConsentState)[]

/** Consent rehydrated at start-up: a valid saved choice, or none (the banner shows). */
export const isConsentRehydration = rehydrationOf<StoredConsent>('consent')

/** The moment of a choice, stamped when the event is created so a replay reproduces it. */
const stamped = (timestamp: string = new Date().toISOString()) => ({ payload: { timestamp } })

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    /** The read-more toggle opened the details. */
    bannerExpanded(state) {
      if (state.banner === 'summary') state.banner = 'details'
    },
    /** The read-more toggle closed the details. */
    bannerCollapsed(state) {
      if (state.banner === 'details') state.banner = 'summary'
    },
    /**
     * Essential only: opens the customise view with analytics off (docs/product.md, State
     * machines).
     */
    essentialOnlyChosen(state) {
      state.banner = 'customise'
      state.analyticsSwitch = false
    },
    /** "Cookie settings" in the footer: the customise view with the saved choice. */
    settingsOpened(state) {
      state.banner = 'customise'
      state.analyticsSwitch = state.record?.analytics ?? false
    },
    /** Closed without changing a saved choice; an undecided visitor still has to choose. */
    settingsClosed(state) {
      if (state.record) state.banner = 'hidden'
    },
    analyticsSwitched(state, action: PayloadAction<boolean>) {
      state.analyticsSwitch = action.payload
    },
    allAccepted: {
      reducer(state, action: PayloadAction<{ timestamp: string }>) {
        state.record = { essential: true, analytics: true, timestamp: action.payload.timestamp }
        state.analyticsSwitch = true
        state.banner = 'hidden'
      },
      prepare: stamped,
    },
    selectionAccepted: {
      reducer(state, action: PayloadAction<{ timestamp: string }>) {
        const analytics = state.analyticsSwitch
        state.record = { essential: true, analytics, timestamp: action.payload.timestamp }
        state.banner = 'hidden'
      },
      prepare: stamped,
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isConsentRehydration, (state, { payload }) => {
      if (!payload) return state
      const { record } = payload
      return {
        record,
        banner: record ? 'hidden' : 'summary',
        analyticsSwitch: record?.analytics ?? false,
      }
    })
  },
  selectors: {
    selectConsentDecided: (state) => state.record !== null,
    selectConsentRecord: (state) => state.record,
    selectConsentBanner: (state) => state.banner,
    selectAnalyticsSwitch: (state) => state.analyticsSwitch,
    /** Calls (docs/product.md): analytics runs only while the saved choice allows it. */
    selectAnalyticsAllowed: (state) => state.record?.analytics === true,
  },
})

export const {
  bannerExpanded: consentBannerExpanded,
  bannerCollapsed: consentBannerCollapsed,
  essentialOnlyChosen: consentEssentialOnlyChosen,
  settingsOpened: consentSettingsOpened,
  settingsClosed: consentSettingsClosed,
  analyticsSwitched: consentAnalyticsSwitched,
  allAccepted: consentAllAccepted,
  selectionAccepted: consentSelectionAccepted,
} = consentSlice.actions

export const {
  selectConsentDecided,
  selectConsentRecord,
  selectConsentBanner,
  selectAnalyticsSwitch,
  selectAnalyticsAllowed,
} = consentSlice.selectors

/** What the cookie banner shows: its view, whether a choice was saved, the analytics switch. */
export const selectCookieBanner = createSelector(
  [selectConsentBanner, selectConsentDecided, selectAnalyticsSwitch],
  (banner, decided, analyticsSwitch) => ({ banner, decided, analyticsSwitch }),
)
