import type {
  InspectionRequest,
  MaintenanceList,
  UnitChangeResult,
} from '../../../../../shared/contract/desk'
import { api } from '../../../../app/api'

const locationUrl = (code: string) => `/desk/locations/${encodeURIComponent(code)}`

/** The seats due at a location and their inspections (docs/safety.md, Safety records). */
export const maintenanceApi = api
  .enhanceEndpoints({ addTagTypes: ['Maintenance', 'Inventory'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMaintenance: build.query<MaintenanceList, { code: string }>({
        query: ({ code }) => `${locationUrl(code)}/maintenance`,
        providesTags: (_result, _error, { code }) => [{ type: 'Maintenance', id: code }],
      }),
      recordInspection: build.mutation<
        UnitChangeResult,
        { code: string; assetTag: string; body: InspectionRequest }
      >({
        query: ({ code, assetTag, body }) => ({
          url: `${locationUrl(code)}/units/${encodeURIComponent(assetTag)}/inspections`,
          method: 'POST',
          body,
        }),
        invalidatesTags: (result, _error, { code }) =>
          result
            ? [
                { type: 'Maintenance', id: code },
                { type: 'Inventory', id: code },
              ]
            : [],
      }),
    }),
  })
