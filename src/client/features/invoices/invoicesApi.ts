import type { BookingInvoiceList } from '../../../shared/contract/invoices'
import { api } from '../../app/api'

/**
 * A booking's invoices (`GET /api/bookings/{id}/invoices`), for its family and staff. `revision`
 * names the booking's state, so a payment or a refund that issued one lists it anew.
 */
export const invoicesApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingInvoices: build.query<BookingInvoiceList, { bookingId: string; revision: string }>({
      query: ({ bookingId }) => `/bookings/${encodeURIComponent(bookingId)}/invoices`,
    }),
  }),
})
