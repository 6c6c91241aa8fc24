/** The consent feature's public face: what other features may use of it. */
export { CookieBannerSlot, prefetchCookieSettings } from './CookieBannerSlot'
export {
  consentAllAccepted,
  consentSelectionAccepted,
  consentSettingsOpened,
  isConsentRehydration,
  selectAnalyticsAllowed,
} from './consentSlice'
