import type {
  DeskBookingDetail,
  FamilyCallRequest,
} from '../../../../shared/contract/desk-bookings'
import type { FlightReport } from '../../../../shared/contract/flights'
import { api } from '../../../app/api'
import { afterBookingChange, BOOKING_CHANGE_TAGS, bookingUrl } from '../shell'

/**
 * A pickup waiting for its family (`/api/desk/bookings/{id}/…`, audited): what the desk heard of
 * its flight, and its calls to the family. The booking, the day's lists (the no-show time) and
 * the audit log refresh.
 */
export const familyWaitApi = api
  .enhanceEndpoints({ addTagTypes: BOOKING_CHANGE_TAGS })
  .injectEndpoints({
    endpoints: (build) => ({
      noteFlightNews: build.mutation<DeskBookingDetail, { id: string; body: FlightReport }>({
        query: ({ id, body }) => ({ url: `${bookingUrl(id)}/flight`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => afterBookingChange(id),
      }),
      /** The desk called the family of a pickup nobody came for, with what they said. */
      recordFamilyCall: build.mutation<DeskBookingDetail, { id: string; body: FamilyCallRequest }>({
        query: ({ id, body }) => ({ url: `${bookingUrl(id)}/calls`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => afterBookingChange(id),
      }),
    }),
  })
