import type { BookingCode } from '../../../shared/contract/codes'
import { api } from '../../app/api'

/** A booking's QR code (`GET /api/bookings/{id}/code`), for its family and staff. */
export const bookingCodeApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingCode: build.query<BookingCode, string>({
      query: (bookingId) => `/bookings/${encodeURIComponent(bookingId)}/code`,
    }),
  }),
})
