import type {
  PromoCode,
  PromoCodeInput,
  PromoCodeList,
  PromoCodeStatusChange,
} from '../../../../shared/contract/promotions'
import { api } from '../../../app/api'

/** The desk's promo codes (`/api/desk/promo-codes`, admins): list, create, pause and resume. */
export const deskPromoApi = api
  .enhanceEndpoints({ addTagTypes: ['DeskPromoCodes', 'DeskAudit'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPromoCodes: build.query<PromoCode[], void>({
        query: () => '/desk/promo-codes',
        transformResponse: (response: PromoCodeList) => response.promo_codes,
        providesTags: ['DeskPromoCodes'],
      }),
      createPromoCode: build.mutation<PromoCode, PromoCodeInput>({
        query: (body) => ({ url: '/desk/promo-codes', method: 'POST', body }),
        invalidatesTags: ['DeskPromoCodes', 'DeskAudit'],
      }),
      changePromoCodeStatus: build.mutation<PromoCode, PromoCodeStatusChange & { id: string }>({
        query: ({ id, active }) => ({
          url: `/desk/promo-codes/${encodeURIComponent(id)}/status`,
          method: 'POST',
          body: { active },
        }),
        invalidatesTags: ['DeskPromoCodes', 'DeskAudit'],
      }),
    }),
  })

export const { useGetPromoCodesQuery } = deskPromoApi
