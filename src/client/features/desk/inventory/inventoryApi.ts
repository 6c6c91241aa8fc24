import type {
  AddUnitRequest,
  CategoryTurnaround,
  CategoryTurnaroundList,
  InventoryView,
  OutOfServiceRequest,
  RetireUnitRequest,
  Unit,
  UnitChangeResult,
} from '../../../../shared/contract/desk'
import type { GearCategory } from '../../../../shared/domain/catalogue'
import { api } from '../../../app/api'

const unitUrl = (code: string, assetTag: string, action: string) =>
  `/desk/locations/${encodeURIComponent(code)}/units/${encodeURIComponent(assetTag)}/${action}`

interface UnitArgs {
  code: string
  assetTag: string
}

/** The request of one action on a unit: a POST with its body (empty when it takes none). */
const unitAction =
  (action: string) =>
  ({ code, assetTag, body = {} }: UnitArgs & { body?: object }) => ({
    url: unitUrl(code, assetTag, action),
    method: 'POST',
    body,
  })

/** The staff desk's inventory calls (`/api/desk`); every change refreshes the inventory shown. */
export const inventoryApi = api
  .enhanceEndpoints({ addTagTypes: ['Inventory', 'Turnaround'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getInventory: build.query<InventoryView, { code: string }>({
        query: ({ code }) => `/desk/locations/${encodeURIComponent(code)}/inventory`,
        providesTags: (_result, _error, { code }) => [{ type: 'Inventory', id: code }],
      }),
      getTurnarounds: build.query<CategoryTurnaround[], void>({
        query: () => '/desk/categories',
        transformResponse: (response: CategoryTurnaroundList) => response.categories,
        providesTags: ['Turnaround'],
      }),
      setTurnaround: build.mutation<
        CategoryTurnaround,
        { category: GearCategory; turnaroundDays: number }
      >({
        query: ({ category, turnaroundDays }) => ({
          url: `/desk/categories/${encodeURIComponent(category)}/turnaround`,
          method: 'PUT',
          body: { turnaround_days: turnaroundDays },
        }),
        invalidatesTags: ['Turnaround', 'Inventory'],
      }),
      addUnit: build.mutation<Unit, { code: string; body: AddUnitRequest }>({
        query: ({ code, body }) => ({
          url: `/desk/locations/${encodeURIComponent(code)}/units`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (_result, _error, { code }) => [{ type: 'Inventory', id: code }],
      }),
      putOutOfService: build.mutation<UnitChangeResult, UnitArgs & { body: OutOfServiceRequest }>({
        query: unitAction('out-of-service'),
        invalidatesTags: (result, _error, { code }) =>
          result ? [{ type: 'Inventory', id: code }] : [],
      }),
      putBackInService: build.mutation<UnitChangeResult, UnitArgs>({
        query: unitAction('back-in-service'),
        invalidatesTags: (_result, _error, { code }) => [{ type: 'Inventory', id: code }],
      }),
      retireUnit: build.mutation<UnitChangeResult, UnitArgs & { body: RetireUnitRequest }>({
        query: unitAction('retire'),
        invalidatesTags: (result, _error, { code }) =>
          result ? [{ type: 'Inventory', id: code }] : [],
      }),
    }),
  })

export const {
  useGetInventoryQuery,
  useGetTurnaroundsQuery,
  useSetTurnaroundMutation,
  useAddUnitMutation,
  usePutOutOfServiceMutation,
  usePutBackInServiceMutation,
  useRetireUnitMutation,
} = inventoryApi
