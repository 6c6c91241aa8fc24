import type { Clock } from '../../lib/clock'
import { storedObjectFields } from '../../lib/persistence/storedJson'
import type { Area, KeyLayout, StoredKeys } from '../../lib/persistence/webStorage'
import type { ConsentRecord } from './consentSlice'

/** A choice older than this is asked again (the Spanish DPA's guidance: at most 24 months). */
export const CONSENT_MAX_AGE_MONTHS = 24

/** The consent record has been kept in this one key since the first release. */
export const CONSENT_VERSION = 1

const KEY = 'cookie_consent'

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/**
 * The record when `raw` is a well-formed consent record of docs/product.md (Records and storage),
 * otherwise null.
 */
export function parseConsentRecord(raw: string): ConsentRecord | null {
  const fields = storedObjectFields(raw)
  if (!fields) return null
  const { essential, analytics, timestamp } = fields
  if (essential !== true || typeof analytics !== 'boolean') return null
  if (typeof timestamp !== 'string' || !ISO_TIMESTAMP.test(timestamp)) return null
  if (Number.isNaN(Date.parse(timestamp))) return null
  return { essential, analytics, timestamp }
}

function readFrom(stored: StoredKeys, area: Area): ConsentRecord | null {
  const raw = stored.get(area, KEY)
  const record = raw === null ? null : parseConsentRecord(raw)
  if (raw !== null && !record) stored.discard(area, KEY)
  return record
}

/** The persisted part of the consent slice. */
export interface StoredConsent {
  record: ConsentRecord | null
}

/**
 * State machines (docs/product.md): the choice is saved under `cookie_consent` in local storage,
 * falling back to session storage. Start-up takes the newer of the two; an unreadable record is
 * discarded (and logged), and a choice past its age is asked again.
 */
export function consentLayout(clock: Clock): KeyLayout<StoredConsent> {
  return {
    keys: { [KEY]: 'local' },
    fallback: { [KEY]: 'session' },
    read(stored) {
      const newest = [readFrom(stored, 'local'), readFrom(stored, 'session')]
        .filter((record): record is ConsentRecord => record !== null)
        .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))[0]
      if (!newest) return undefined
      const expiry = new Date(newest.timestamp)
      expiry.setMonth(expiry.getMonth() + CONSENT_MAX_AGE_MONTHS)
      const record = clock.now() < expiry.getTime() ? newest : null
      return { record, _persist: { version: CONSENT_VERSION, rehydrated: false } }
    },
    write: ({ record }) => ({ [KEY]: record && JSON.stringify(record) }),
  }
}
