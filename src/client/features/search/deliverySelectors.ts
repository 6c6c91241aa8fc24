/**
 * What the search screen shows for a delivery zone (docs/product.md, Delivery): whether the
 * traveller picks up or is delivered to, the zones to choose from, and the lead time the shared
 * rule says has passed, before any request goes to the server.
 */
import { createSelector } from '@reduxjs/toolkit'
import type { DeliveryZone, PickupLocation } from '../../../shared/contract/pickupLocations'
import { DEFAULT_PICKUP_LOCATION_CODE } from '../../../shared/domain/constants'
import { bookingDeadline, isWithinLeadTime } from '../../../shared/domain/delivery'
import { wallClockAt } from '../../../shared/domain/zonedTime'
import type { Language } from '../../../shared/domain/languages'
import type { RootState } from '../../app/store'
import { selectLanguage } from '../preferences'
import { pickupLocationsApi } from './pickupLocationsApi'
import { selectSearchLocation } from './searchLocation'
import { selectSearchCheckedAt, selectSearchCriteria } from './searchSlice'

export type LocationMode = 'collection' | 'delivery'

/**
 * The list arguments of each mode's picker, so views, listeners and tests share one cache entry;
 * in the traveller's language, which a zone's area is written in.
 */
export const locationListArgs = (mode: LocationMode, lang: Language) =>
  ({ limit: 50, type: mode, lang }) as const

/** The zone of the chosen location when it is a delivery zone; else null. */
export const zoneOf = (location: PickupLocation | null | undefined): DeliveryZone | null =>
  location?.type === 'delivery' ? (location.delivery ?? null) : null

/** "Pick up at" or "Deliver to": the chosen location's type (pick up while it loads). */
export const selectLocationMode = (state: RootState): LocationMode =>
  selectSearchLocation(state)?.type === 'delivery' ? 'delivery' : 'collection'

/** The location to switch to for a mode: the first zone, or the desk a zone is served from. */
export const selectLocationForMode = (state: RootState, mode: LocationMode): string | null => {
  if (mode === 'delivery') {
    const zones = pickupLocationsApi.endpoints.searchPickupLocations.select(
      locationListArgs('delivery', selectLanguage(state)),
    )(state).data
    return zones?.[0]?.code ?? null
  }
  return zoneOf(selectSearchLocation(state))?.served_from ?? DEFAULT_PICKUP_LOCATION_CODE
}

/** Whether deliveries on `date` can still be booked at the clock's last reading. */
export const leadTimeAllows = (
  location: PickupLocation | null,
  date: string,
  checkedAt: number | null,
) => {
  const zone = zoneOf(location)
  if (!zone || checkedAt === null || !location) return true
  return isWithinLeadTime(zone.lead_time, date, location.time_zone, checkedAt)
}

/**
 * The lead time passed for the chosen delivery date: the date and the deadline (date and time on
 * the zone's clock) to name in the message; null when it has not, or for a pickup point.
 */
export const selectLeadTimePassed = createSelector(
  [selectSearchLocation, selectSearchCriteria, selectSearchCheckedAt],
  (location, { start_date }, checkedAt) => {
    const zone = zoneOf(location)
    if (!location || !zone || !start_date || leadTimeAllows(location, start_date, checkedAt)) {
      return null
    }
    const deadline = wallClockAt(
      bookingDeadline(zone.lead_time, start_date, location.time_zone),
      location.time_zone,
    )
    return { date: start_date, deadline }
  },
)
