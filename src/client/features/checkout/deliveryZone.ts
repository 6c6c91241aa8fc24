import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { selectLanguage } from '../preferences'
import { lookUpZone } from '../search'
import { deliveryZoneFound } from './checkoutSlice'

type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

/** The basket's rental delivered to a zone asks for the address: the zone's rules join the form. */
export async function findDeliveryZone({ dispatch, getState }: ListenerApi) {
  const code = getState().basket.items[0]?.pickup_location_code
  if (!code) return
  dispatch(
    deliveryZoneFound({ zone: await lookUpZone(dispatch, code, selectLanguage(getState())) }),
  )
}
