import type {
  CategoryPrice,
  CategoryPriceList,
  CategoryPricesQuery,
  GearDetails,
  GearDetailsQuery,
  GearSearchQuery,
  GearSearchResult,
} from '../../../shared/contract/gear'
import { GEAR_CACHE_SECONDS } from '../../../shared/domain/constants'
import { api } from '../../app/api'

export type GearDetailsArgs = GearDetailsQuery & { id: string }

/**
 * The catalogue. Gear answers stay cached for 5 minutes (docs/product.md, Constants) and identical
 * requests in flight are merged into one (RTK Query keys them by their arguments).
 */
export const gearApi = api.injectEndpoints({
  endpoints: (builder) => ({
    searchGear: builder.query<GearSearchResult, GearSearchQuery>({
      query: (params) => ({ url: '/gear', params }),
      keepUnusedDataFor: GEAR_CACHE_SECONDS,
    }),
    getGear: builder.query<GearDetails, GearDetailsArgs>({
      query: ({ id, ...params }) => ({ url: `/gear/${encodeURIComponent(id)}`, params }),
      keepUnusedDataFor: GEAR_CACHE_SECONDS,
    }),
    getCategoryPrices: builder.query<CategoryPrice[], CategoryPricesQuery>({
      query: (params) => ({ url: '/gear/categories', params }),
      transformResponse: (response: CategoryPriceList) => response.items,
      keepUnusedDataFor: GEAR_CACHE_SECONDS,
    }),
  }),
})

export const { useSearchGearQuery, useGetGearQuery, useGetCategoryPricesQuery } = gearApi
