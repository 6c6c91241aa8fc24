import type { RootState } from '../../app/store'
import { pickupLocationsApi } from './pickupLocationsApi'
import { selectSearchCriteria } from './searchSlice'

/** The searched location's answer in the API cache (loading, failed or there). */
export const selectSearchLocationResult = (state: RootState) =>
  pickupLocationsApi.endpoints.getPickupLocation.select(
    selectSearchCriteria(state).pickup_location_code,
  )(state)

/** The searched location once the API has answered; null until then. */
export const selectSearchLocation = (state: RootState) =>
  selectSearchLocationResult(state).data ?? null
