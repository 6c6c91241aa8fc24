/** The consent's part of the store, for app/ to assemble: its slice and what it keeps. */
export { consentSlice, PERSISTED_CONSENT_FIELDS, selectConsentDecided } from './consentSlice'
export { consentLayout, CONSENT_VERSION } from './consentPersistence'
