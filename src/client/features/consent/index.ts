/** The consent feature's public face: what other features may use of it. */
export { CookieBanner, prefetchCookieSettings } from './CookieBanner'
export {
  consentAllAccepted,
  consentSelectionAccepted,
  consentSettingsOpened,
  isConsentRehydration,
  selectAnalyticsAllowed,
} from './consentSlice'
