import type { DeskBookingDetail } from '../../../../shared/contract/desk-bookings'
import type { FlightReport } from '../../../../shared/contract/flights'
import { api } from '../../../app/api'
import { afterBookingChange, BOOKING_CHANGE_TAGS, bookingUrl } from '../shell'

/**
 * What the desk heard of a pickup's flight (`POST /api/desk/bookings/{id}/flight`, audited):
 * the booking, the day's lists (its no-show time) and the audit log refresh.
 */
export const deskFlightNewsApi = api
  .enhanceEndpoints({ addTagTypes: BOOKING_CHANGE_TAGS })
  .injectEndpoints({
    endpoints: (build) => ({
      noteFlightNews: build.mutation<DeskBookingDetail, { id: string; body: FlightReport }>({
        query: ({ id, body }) => ({ url: `${bookingUrl(id)}/flight`, method: 'POST', body }),
        invalidatesTags: (_result, _error, { id }) => afterBookingChange(id),
      }),
    }),
  })
