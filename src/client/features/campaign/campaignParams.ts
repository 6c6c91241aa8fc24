import { storedObjectFields } from '../../lib/persistence/storedJson'

/** The tracked parameters (docs/product.md, Constants), each a published name. */
export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const
type CampaignParameter = (typeof CAMPAIGN_PARAMETERS)[number]

/**
 * Records and storage (docs/product.md): campaign parameters record: the tracked parameters
 * present, and when they arrived.
 */
export type CampaignRecord = Partial<Record<CampaignParameter, string>> & { timestamp: string }

/** Longer values are cut: they come from whoever wrote the link. */
const MAX_VALUE_LENGTH = 200

/** The tracked parameters of a query string, or null when it carries none. */
export function campaignParamsFrom(
  search: string,
): Partial<Record<CampaignParameter, string>> | null {
  const query = new URLSearchParams(search)
  const found: Partial<Record<CampaignParameter, string>> = {}
  for (const name of CAMPAIGN_PARAMETERS) {
    const value = query.get(name)?.trim()
    if (value) found[name] = value.slice(0, MAX_VALUE_LENGTH)
  }
  return Object.keys(found).length > 0 ? found : null
}

/** A stored record when it is well formed, otherwise null. */
export function parseCampaignRecord(raw: string): CampaignRecord | null {
  const fields = storedObjectFields(raw)
  if (!fields) return null
  if (typeof fields.timestamp !== 'string' || Number.isNaN(Date.parse(fields.timestamp))) {
    return null
  }
  const record: CampaignRecord = { timestamp: fields.timestamp }
  for (const name of CAMPAIGN_PARAMETERS) {
    const field = fields[name]
    if (field === undefined) continue
    if (typeof field !== 'string' || field.length > MAX_VALUE_LENGTH) return null
    record[name] = field
  }
  return record
}
