import type { CheckoutSession } from '../../../shared/contract/bookings'
import type { DepositLinkView } from '../../../shared/contract/deposits'
import { api } from '../../app/api'

/** The body of both calls (DepositLinkRequest): the token from the emailed link. */
interface LinkRequest {
  token: string
}

/**
 * The emailed deposit link's calls, without login. The token goes in the body, never in an
 * address; they are mutations, so no cache entry is named after it.
 */
export const depositLinkApi = api.injectEndpoints({
  endpoints: (build) => ({
    viewDepositLink: build.mutation<DepositLinkView, LinkRequest>({
      query: (body) => ({ url: '/deposit-links/view', method: 'POST', body }),
    }),
    openDepositCheckout: build.mutation<CheckoutSession, LinkRequest>({
      query: (body) => ({ url: '/deposit-links/checkout', method: 'POST', body }),
    }),
  }),
})
