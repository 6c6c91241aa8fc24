import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import type { DepositDecisionRequest } from '../../../../shared/contract/deposits'
import { api } from '../../../app/api'
import { afterBookingChange, BOOKING_CHANGE_TAGS, staffChange, type StaffChange } from '../shell'

/**
 * An admin decides the claims on a booking's deposit (`/api/desk`, docs/desk.md): what is kept,
 * the rest released; the booking, the desk's lists and the audit log refresh.
 */
export const deskDepositApi = api
  .enhanceEndpoints({ addTagTypes: BOOKING_CHANGE_TAGS })
  .injectEndpoints({
    endpoints: (build) => ({
      decideDeposit: build.mutation<DeskBookingDetail, StaffChange<DepositDecisionRequest>>({
        query: staffChange('deposit/decision'),
        invalidatesTags: (_result, _error, { id }) => afterBookingChange(id),
      }),
    }),
  })
