import type { AuditPage, AuditQuery } from '../../../../shared/contract/desk-bookings'
import { api } from '../../../app/api'

/** The desk's audit log (`/api/desk/audit`, admins), refreshed by every staff change. */
export const auditApi = api.enhanceEndpoints({ addTagTypes: ['DeskAudit'] }).injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: '/desk/audit', params }),
      providesTags: ['DeskAudit'],
    }),
  }),
})

export const { useGetAuditQuery } = auditApi
