import type { FlightLinkView, FlightReport } from '../../../shared/contract/flights'
import { api } from '../../app/api'

/**
 * The flight news calls: the family's own booking (signed in), and the emailed link without
 * login, whose token goes in the body, never in an address (mutations: no cache entry names it).
 */
export const flightApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportFlight: build.mutation<FlightLinkView, { bookingId: string; report: FlightReport }>({
      query: ({ bookingId, report }) => ({
        url: `/bookings/${bookingId}/flight`,
        method: 'POST',
        body: report,
      }),
    }),
    viewFlightLink: build.mutation<FlightLinkView, { token: string }>({
      query: (body) => ({ url: '/flight-links/view', method: 'POST', body }),
    }),
    reportFlightByLink: build.mutation<FlightLinkView, { token: string } & FlightReport>({
      query: (body) => ({ url: '/flight-links/report', method: 'POST', body }),
    }),
  }),
})
