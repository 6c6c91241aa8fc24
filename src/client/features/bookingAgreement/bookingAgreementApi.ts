import type { AgreementLink } from '../../../shared/contract/desk-handover'
import { api } from '../../app/api'

/** A booking's signed rental agreement (`GET /api/bookings/{id}/agreement`): 404 while none. */
export const bookingAgreementApi = api.injectEndpoints({
  endpoints: (build) => ({
    bookingAgreement: build.query<AgreementLink, string>({
      query: (bookingId) => `/bookings/${encodeURIComponent(bookingId)}/agreement`,
    }),
  }),
})
