import type {
  PickupLocation,
  PickupLocationList,
  PickupLocationQuery,
} from '../../../shared/contract/pickupLocations'
import { api } from '../../app/api'

/**
 * Pickup locations (docs/product.md, Calls). One location by code stays cached for the whole visit.
 */
export const pickupLocationsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    searchPickupLocations: builder.query<PickupLocation[], PickupLocationQuery>({
      query: (params) => ({ url: '/pickup-locations', params }),
      transformResponse: (response: PickupLocationList) => response.items,
    }),
    getPickupLocation: builder.query<PickupLocation, string>({
      query: (code) => `/pickup-locations/${encodeURIComponent(code)}`,
      keepUnusedDataFor: Infinity,
    }),
  }),
})

export const { useSearchPickupLocationsQuery, useGetPickupLocationQuery } = pickupLocationsApi
