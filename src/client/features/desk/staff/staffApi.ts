import type {
  RoleChangeRequest,
  StaffList,
  StaffMember,
} from '../../../../shared/contract/desk-bookings'
import { api } from '../../../app/api'

/** The desk's staff (`/api/desk/staff`, admins): who they are, and a role given or taken back. */
export const staffApi = api
  .enhanceEndpoints({ addTagTypes: ['DeskStaff', 'DeskAudit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getStaff: build.query<StaffList, void>({
        query: () => '/desk/staff',
        providesTags: ['DeskStaff'],
      }),
      changeStaffRole: build.mutation<StaffMember, RoleChangeRequest>({
        query: (body) => ({ url: '/desk/staff/role', method: 'POST', body }),
        invalidatesTags: ['DeskStaff', 'DeskAudit'],
      }),
    }),
  })

export const { useGetStaffQuery } = staffApi
