import {
  addListener,
  type Dispatch,
  type ListenerEffectAPI,
  type UnknownAction,
} from '@reduxjs/toolkit'
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
import { selectSessionUser } from '../../session'
import {
  handoverQueued,
  isUnreachable,
  newActionKey,
  offlineRoomJoined,
  type QueuedAction,
} from '../offline'
import { checkInRequestOf, checkOutRequestOf } from './handoverDrafts'

const addHandoverListener = addListener.withTypes<RootState, AppDispatch, AppExtra>()

type HandoverApi = ListenerEffectAPI<RootState, AppDispatch, AppExtra>
type Sent = Pick<QueuedAction, 'key' | 'kind' | 'bookingId' | 'draft'>

/**
 * Tells the slice how a handover call ended. One the server did not answer is kept on this
 * device with its key, waiting to send (offline/, docs/desk.md: Offline at the counter).
 */
async function settle(listenerApi: HandoverApi, sent: Sent, result: { error?: ApiError }) {
  const { dispatch, getState, extra } = listenerApi
  const { bookingId } = sent
  const owner = selectSessionUser(getState())?.id
  if (result.error && isUnreachable(result.error) && owner) {
    await dispatch(offlineRoomJoined())
    const takenAt = new Date(extra.clock.now()).toISOString()
    return void dispatch(handoverQueued({ ...sent, takenAt, owner, refusal: null }))
  }
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
    if (!options.data) {
      return void listenerApi.dispatch(
        handoverFailed({ bookingId, code: apiErrorCode(options.error) ?? 'INTERNAL_ERROR' }),
      )
    }
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
    const sent = {
      key: newActionKey(),
      kind: 'check-out' as const,
      bookingId,
      draft: { ...built.request, ...agreement },
    }
    const result = await listenerApi.dispatch(
      handoverApi.endpoints.handoverCheckOut.initiate({
        id: bookingId,
        body: sent.draft,
        key: sent.key,
      }),
    )
    await settle(listenerApi, sent, result)
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
    const sent = { key: newActionKey(), kind: 'check-in' as const, bookingId, draft: body }
    const result = await listenerApi.dispatch(
      handoverApi.endpoints.handoverCheckIn.initiate({ id: bookingId, body, key: sent.key }),
    )
    await settle(listenerApi, sent, result)
  },
})

/** A no-show, once staff confirmed it. */
const sendNoShow = addHandoverListener({
  actionCreator: noShowConfirmed,
  effect: async ({ payload: { bookingId } }, listenerApi) => {
    const sent = { key: newActionKey(), kind: 'no-show' as const, bookingId, draft: null }
    const result = await listenerApi.dispatch(
      handoverApi.endpoints.handoverNoShow.initiate({ id: bookingId, key: sent.key }),
    )
    await settle(listenerApi, sent, result)
  },
})

/** Joins the handover's listeners to the store's listener middleware (again is ignored). */
export function addHandoverListeners(dispatch: Dispatch<UnknownAction>) {
  for (const listener of [sendCheckOut, sendCheckIn, sendNoShow]) dispatch(listener)
}
