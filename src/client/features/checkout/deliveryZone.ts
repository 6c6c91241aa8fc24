import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { selectLanguage } from '../preferences'
import { locationListArgs, pickupLocationsApi, zoneOf } from '../search'
import { deliveryZoneFound } from './checkoutSlice'

type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

/**
 * The basket's rental delivered to a zone asks for the address: the zone comes from the list of
 * zones, in the traveller's language (its area is named in the messages).
 */
export async function findDeliveryZone({ dispatch, getState }: ListenerApi) {
  const code = getState().basket.items[0]?.pickup_location_code
  if (!code) return
  const request = dispatch(
    pickupLocationsApi.endpoints.searchPickupLocations.initiate(
      locationListArgs('delivery', selectLanguage(getState())),
      { subscribe: false },
    ),
  )
  const { data } = await request
  const zone = zoneOf(data?.find((location) => location.code === code))
  dispatch(
    deliveryZoneFound({
      zone: zone ? { code, area: zone.area, postal_codes: zone.postal_codes } : null,
    }),
  )
}
