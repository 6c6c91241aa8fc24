import { addListener, type Dispatch, type UnknownAction } from '@reduxjs/toolkit'
import { apiErrorCode, type ApiError } from '../../../app/apiError'
import type { AppExtra } from '../../../app/services'
import type { AppDispatch, RootState } from '../../../app/store'
import { handoverApi } from './handoverApi'
import {
  checkInSubmitted,
  checkOutSubmitted,
  handoverFailed,
  handoverSucceeded,
  noShowConfirmed,
  selectCheckInChoices,
  selectAgreementDraft,
  selectCheckOutSlots,
  selectHandoverStatus,
} from './handoverSlice'
import { agreementPartOf } from './agreementDrafts'
import { selectLanguage } from '../../preferences'
import { checkInRequestOf, checkOutRequestOf } from './handoverDrafts'

const addHandoverListener = addListener.withTypes<RootState, AppDispatch, AppExtra>()

/** Tells the slice how a handover call ended. */
function settle(dispatch: AppDispatch, bookingId: string, result: { error?: ApiError }) {
  dispatch(
    result.error
      ? handoverFailed({ bookingId, code: apiErrorCode(result.error) ?? 'INTERNAL_ERROR' })
      : handoverSucceeded({ bookingId }),
  )
}

/**
 * Check-out: the slots' asset tags matched to the free units, with the family's signature or the
 * reason there is none (not sent without either), then sent.
 */
const sendCheckOut = addHandoverListener({
  actionCreator: checkOutSubmitted,
  effect: async ({ payload: { bookingId } }, listenerApi) => {
    const options = await listenerApi.dispatch(
      handoverApi.endpoints.getHandoverOptions.initiate({ id: bookingId }, { subscribe: false }),
    )
    if (!options.data) return settle(listenerApi.dispatch, bookingId, options)
    const built = checkOutRequestOf(
      selectCheckOutSlots(listenerApi.getState(), bookingId),
      options.data,
    )
    if ('unknownTag' in built) {
      return void listenerApi.dispatch(handoverFailed({ bookingId, code: 'UNKNOWN_ASSET_TAG' }))
    }
    const agreement = agreementPartOf(
      selectAgreementDraft(listenerApi.getState(), bookingId),
      selectLanguage(listenerApi.getState()),
    )
    if (agreement === 'missing') {
      return void listenerApi.dispatch(handoverFailed({ bookingId, code: 'AGREEMENT_UNSIGNED' }))
    }
    const result = await listenerApi.dispatch(
      handoverApi.endpoints.handoverCheckOut.initiate({
        id: bookingId,
        body: { ...built.request, ...agreement },
      }),
    )
    settle(listenerApi.dispatch, bookingId, result)
  },
})

/** Check-in of the units shown, each as staff chose, with the claims on the deposit made. */
const sendCheckIn = addHandoverListener({
  actionCreator: checkInSubmitted,
  effect: async ({ payload: { bookingId, unitIds } }, listenerApi) => {
    // Not sent when a claim is incomplete, nor again while the check-in is on its way.
    const wasBusy = selectHandoverStatus(listenerApi.getOriginalState(), bookingId).busy
    if (wasBusy || !selectHandoverStatus(listenerApi.getState(), bookingId).busy) return
    const body = checkInRequestOf(unitIds, selectCheckInChoices(listenerApi.getState(), bookingId))
    const result = await listenerApi.dispatch(
      handoverApi.endpoints.handoverCheckIn.initiate({ id: bookingId, body }),
    )
    settle(listenerApi.dispatch, bookingId, result)
  },
})

/** A no-show, once staff confirmed it. */
const sendNoShow = addHandoverListener({
  actionCreator: noShowConfirmed,
  effect: async ({ payload: { bookingId } }, listenerApi) => {
    const result = await listenerApi.dispatch(
      handoverApi.endpoints.handoverNoShow.initiate({ id: bookingId }),
    )
    settle(listenerApi.dispatch, bookingId, result)
  },
})

/** Joins the handover's listeners to the store's listener middleware (again is ignored). */
export function addHandoverListeners(dispatch: Dispatch<UnknownAction>) {
  for (const listener of [sendCheckOut, sendCheckIn, sendNoShow]) dispatch(listener)
}
