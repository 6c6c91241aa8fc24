import type { AppServices } from '../../app/services'
import { logger } from '../../lib/logger'
import { storageKeys, type KeyValueStore } from '../../lib/storage'
import type { ConsentRecord } from './consentSlice'

/** A choice older than this is asked again (the Spanish DPA's guidance: at most 24 months). */
export const CONSENT_MAX_AGE_MONTHS = 24

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** The record when `raw` is a well-formed spec 3 consent record, otherwise null. */
export function parseConsentRecord(raw: string): ConsentRecord | null {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const { essential, analytics, timestamp } = value as Record<string, unknown>
  if (essential !== true || typeof analytics !== 'boolean') return null
  if (typeof timestamp !== 'string' || !ISO_TIMESTAMP.test(timestamp)) return null
  if (Number.isNaN(Date.parse(timestamp))) return null
  return { essential, analytics, timestamp }
}

function readFrom(store: KeyValueStore, where: string): ConsentRecord | null {
  const raw = store.get(storageKeys.cookieConsent)
  if (raw === null) return null
  const record = parseConsentRecord(raw)
  if (!record) {
    logger.error(`Discarded an unreadable cookie choice from ${where} storage`)
    store.remove(storageKeys.cookieConsent)
  }
  return record
}

/**
 * Spec 4: the saved choice from local storage or, when saving there failed, session storage.
 * An unreadable record is discarded (and logged); a choice past its age is asked again.
 */
export function readStoredConsent({ localStore, sessionStore, clock }: AppServices) {
  const candidates = [readFrom(localStore, 'local'), readFrom(sessionStore, 'session')]
  const newest = candidates
    .filter((record): record is ConsentRecord => record !== null)
    .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))[0]
  if (!newest) return null
  const expiry = new Date(newest.timestamp)
  expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS)
  return clock.now() < expiry.getTime() ? newest : null
}

/** Spec 4: saves to local storage, falling back to session storage; a failure is only logged. */
export function saveConsent({ localStore, sessionStore }: AppServices, record: ConsentRecord) {
  const json = JSON.stringify(record)
  if (localStore.set(storageKeys.cookieConsent, json)) {
    sessionStore.remove(storageKeys.cookieConsent)
    return
  }
  if (!sessionStore.set(storageKeys.cookieConsent, json)) {
    logger.error('Could not save the cookie choice; it applies until this page is closed')
  }
}
