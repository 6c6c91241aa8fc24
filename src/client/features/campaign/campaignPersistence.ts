import type { KeyLayout } from '../../lib/persistence/webStorage'
import { parseCampaignRecord } from './campaignParams'
import type { CampaignState } from './campaignSlice'

/** The record has been kept in this one key since the first release. */
export const CAMPAIGN_VERSION = 1

/**
 * Records and storage (docs/product.md): the campaign record as JSON under `utm` in session
 * storage; unreadable is dropped.
 */
export const campaignLayout: KeyLayout<CampaignState> = {
  keys: { utm: 'session' },
  read(stored) {
    const raw = stored.get('session', 'utm')
    if (raw === null) return undefined
    const record = parseCampaignRecord(raw)
    if (!record) stored.discard('session', 'utm')
    return { record, _persist: { version: CAMPAIGN_VERSION, rehydrated: false } }
  },
  write: ({ record }) => ({ utm: record && JSON.stringify(record) }),
}
