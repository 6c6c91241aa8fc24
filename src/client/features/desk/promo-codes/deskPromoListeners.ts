import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { errorCodeOf } from '../shell'
import { deskPromoApi } from './deskPromoApi'
import {
  deskPromoSlice,
  promoCreated,
  promoCreateSubmitted,
  promoRequestFailed,
  promoStatusChanged,
  promoStatusChangeRequested,
  selectPromoForm,
} from './deskPromoSlice'
import { promoCodeInputOf } from './promoCodeForm'

/** A new promo code, sent once its draft has no problems (the slice then marks the form busy). */
const sendNewPromoCode = addAppListener({
  actionCreator: promoCreateSubmitted,
  effect: async (_action, { dispatch, getState }) => {
    const form = selectPromoForm(getState())
    if (!form.busy) return
    const input = promoCodeInputOf(form.draft)
    const result = await dispatch(deskPromoApi.endpoints.createPromoCode.initiate(input))
    dispatch(
      result.error ? promoRequestFailed(errorCodeOf(result.error)) : promoCreated(input.code),
    )
  },
})

/** Pauses or resumes a code. */
const sendPromoStatus = addAppListener({
  actionCreator: promoStatusChangeRequested,
  effect: async ({ payload }, { dispatch }) => {
    const result = await dispatch(deskPromoApi.endpoints.changePromoCodeStatus.initiate(payload))
    dispatch(result.error ? promoRequestFailed(errorCodeOf(result.error)) : promoStatusChanged())
  },
})

/** The promo codes' slice and listeners, joined to the store with the rest of the desk. */
export const promoCodesFeature: LazyFeature = {
  slice: deskPromoSlice,
  listeners: [sendNewPromoCode, sendPromoStatus],
}
