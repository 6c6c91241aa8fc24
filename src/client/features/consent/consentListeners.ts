import { isAnyOf } from '@reduxjs/toolkit'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { consentAllAccepted, consentSelectionAccepted, selectConsentRecord } from './consentSlice'
import { saveConsent } from './storedConsent'

export function addConsentListeners(startAppListening: AppStartListening) {
  // Every decision is saved under `cookie_consent` (spec 3 and 4).
  startAppListening({
    matcher: isAnyOf(consentAllAccepted, consentSelectionAccepted),
    effect: (_action, { getState, extra }) => {
      const record = selectConsentRecord(getState())
      if (record) saveConsent(extra, record)
    },
  })
}
