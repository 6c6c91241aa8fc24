import type { ListenerEffectAPI } from '@reduxjs/toolkit'
import type { PricingResponse } from '../../../shared/contract/pricing'
import type { Language } from '../../../shared/domain/languages'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { gearApi } from '../gear'
import type { ItemNames } from './bookingSlice'

export type ListenerApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>

/** The rented items' names in the traveller's language, for the rental and price cards. */
export async function loadItemNames(
  pricing: PricingResponse,
  language: Language,
  { dispatch }: ListenerApi,
): Promise<ItemNames> {
  const names = await Promise.all(
    pricing.items.map(async ({ gear_id }) => {
      const request = dispatch(
        gearApi.endpoints.getGear.initiate({ id: gear_id, lang: language }, { subscribe: false }),
      )
      const { data } = await request
      return data ? [[gear_id, data.name] as const] : []
    }),
  )
  return Object.fromEntries(names.flat())
}
