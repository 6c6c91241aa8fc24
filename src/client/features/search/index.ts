/** The search feature's public face: what other features may use of it. */
export {
  pickupLocationsApi,
  useGetPickupLocationQuery,
  useSearchPickupLocationsQuery,
} from './pickupLocationsApi'
export { selectLocationNow, selectRentalRequest, selectSearchLocationName } from './searchSelectors'
export { selectSearchLocation } from './searchLocation'
export type { RentalRequest } from './searchSelectors'
export { searchFeature } from './searchFeature'
export { locationListArgs, zoneOf } from './deliverySelectors'
export { lookUpZone, type ZoneRules } from './zoneLookup'
export { categoryChosen, prefetchSearch } from './searchEntry'
export { searchOpened, selectSearchCriteria, type SearchCriteria } from './searchSlice'
