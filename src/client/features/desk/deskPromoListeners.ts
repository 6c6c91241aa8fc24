import { addListener } from '@reduxjs/toolkit'
import { apiErrorCode, type ApiError } from '../../app/apiError'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { deskPromoApi } from './deskPromoApi'
import {
  promoCreated,
  promoCreateSubmitted,
  promoRequestFailed,
  promoStatusChanged,
  promoStatusChangeRequested,
  selectPromoForm,
} from './deskPromoSlice'
import { promoCodeInputOf } from './promoCodeForm'

const addDeskListener = addListener.withTypes<RootState, AppDispatch, AppExtra>()
const errorCodeOf = (error: ApiError) => apiErrorCode(error) ?? 'INTERNAL_ERROR'

/** A new promo code, sent once its draft has no problems (the slice then marks the form busy). */
const sendNewPromoCode = addDeskListener({
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
const sendPromoStatus = addDeskListener({
  actionCreator: promoStatusChangeRequested,
  effect: async ({ payload }, { dispatch }) => {
    const result = await dispatch(deskPromoApi.endpoints.changePromoCodeStatus.initiate(payload))
    dispatch(result.error ? promoRequestFailed(errorCodeOf(result.error)) : promoStatusChanged())
  },
})

export const deskPromoListeners = [sendNewPromoCode, sendPromoStatus]
