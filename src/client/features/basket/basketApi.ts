import type { PricingRequest, PricingResponse } from '../../../shared/contract/pricing'
import type { Language } from '../../../shared/domain/languages'
import { api } from '../../app/api'

/**
 * Server pricing of a basket (POST /pricing/calculate in docs/product.md, Calls), called by the
 * basket machine.
 */
export const basketApi = api.injectEndpoints({
  endpoints: (build) => ({
    calculatePricing: build.mutation<PricingResponse, { body: PricingRequest; lang: Language }>({
      query: ({ body, lang }) => ({
        url: '/pricing/calculate',
        method: 'POST',
        body,
        params: { lang },
      }),
    }),
  }),
})
