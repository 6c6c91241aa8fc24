import type { DeliveryZone } from '../../../shared/contract/pickupLocations'
import { addDays } from '../../../shared/domain/calendar'
import { isWithinLeadTime, type LeadTime } from '../../../shared/domain/delivery'
import type { Language } from '../../../shared/domain/languages'
import type { CatalogueContext, Reader } from './context'
import { AppError, notFound } from '../../errors'
import { locationByCode, type LocationRow } from './reference-data'

/**
 * Delivery zones (docs/product.md, Delivery): a location of type `delivery` delivers the units
 * of the stocked location it is served from. Everything that counts, holds, locks or hands over
 * units resolves a location code to its stock here, so a zone and its location share one pool.
 */

/** The code of the location whose units a rental at `location` uses: its own, or its stock's. */
export const stockLocationOf = (location: Pick<LocationRow, 'code' | 'servedFrom'>) =>
  location.servedFrom ?? location.code

/** stockLocationOf by code; 404 for an unknown location. */
export async function stockLocationCode(
  ctx: Pick<CatalogueContext, 'db'>,
  { tx, code }: { tx?: Reader; code: string },
): Promise<string> {
  const location = await locationByCode(tx ?? ctx.db, code)
  if (!location) throw notFound(`Pickup location ${code} was not found`)
  return stockLocationOf(location)
}

/** A zone's lead time, or null for a collection point. */
export function leadTimeOf(location: LocationRow): LeadTime | null {
  if (location.type !== 'delivery' || location.leadDays === null || !location.leadCutoff) {
    return null
  }
  return { days_before: location.leadDays, cutoff: location.leadCutoff }
}

/** What the API shows of a zone (`delivery` of a pickup location); null for a collection point. */
export function deliveryZoneOf(location: LocationRow, language: Language): DeliveryZone | null {
  const lead = leadTimeOf(location)
  if (!lead || !location.servedFrom || !location.area) return null
  return {
    served_from: location.servedFrom,
    area: location.area[language],
    postal_codes: location.postalCodes ?? [],
    lead_time: lead,
  }
}

/**
 * 422 DELIVERY_LEAD_TIME_PASSED when a delivery on `startDate` can no longer be booked at `now`;
 * the message names the deadline on the zone's clock. Nothing for a collection point.
 */
export function checkLeadTime(
  location: LocationRow,
  { startDate, now }: { startDate: string; now: Date },
) {
  const lead = leadTimeOf(location)
  if (!lead || isWithinLeadTime(lead, startDate, location.timeZone, now.getTime())) return
  const deadlineDate = addDays(startDate, -lead.days_before)
  throw new AppError(
    422,
    'DELIVERY_LEAD_TIME_PASSED',
    `Deliveries on ${startDate} must be booked by ${lead.cutoff} on ${deadlineDate}. ` +
      'Please choose a later date or a pickup point.',
    [{ path: 'body/start_date', message: `book by ${deadlineDate} ${lead.cutoff}` }],
  )
}
