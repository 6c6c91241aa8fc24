import type { Language } from '../../../shared/domain/languages'
import type { AppDispatch } from '../../app/store'
import { locationListArgs, zoneOf } from './deliverySelectors'
import { pickupLocationsApi } from './pickupLocationsApi'

/** What an address form needs of a delivery zone: its code, area (in `lang`) and postal codes. */
export interface ZoneRules {
  code: string
  area: string
  postal_codes: string[]
}

/**
 * The zone `code` is, from the list of zones in the traveller's language (the area is named in
 * the address messages); null for a pickup point, or when the list cannot be had.
 */
export async function lookUpZone(
  dispatch: AppDispatch,
  code: string,
  lang: Language,
): Promise<ZoneRules | null> {
  const request = dispatch(
    pickupLocationsApi.endpoints.searchPickupLocations.initiate(
      locationListArgs('delivery', lang),
      {
        subscribe: false,
      },
    ),
  )
  const { data } = await request
  const zone = zoneOf(data?.find((location) => location.code === code))
  return zone ? { code, area: zone.area, postal_codes: zone.postal_codes } : null
}
