import { addListener, type Dispatch, type UnknownAction } from '@reduxjs/toolkit'
import { apiErrorCode, type ApiError } from '../../app/apiError'
import type { AppExtra } from '../../app/services'
import type { AppDispatch, RootState } from '../../app/store'
import { deskBookingsApi } from './deskBookingsApi'
import {
  dayRefreshStarted,
  dayRefreshStopped,
  selectStaffChange,
  staffChangeFailed,
  staffChangeSubmitted,
  staffChangeSucceeded,
} from './deskBookingsSlice'
import { centsFromText } from './shell'

/** How often the open day screen asks for its lists again. */
export const DAY_REFRESH_MS = 60_000

const addDeskListener = addListener.withTypes<RootState, AppDispatch, AppExtra>()
type Result = { error?: ApiError }
const failed = (result: Result) =>
  result.error ? (apiErrorCode(result.error) ?? 'INTERNAL_ERROR') : null

/** While the day screen is open (between its start and stop), the day is fetched every minute. */
const refreshTheDay = addDeskListener({
  actionCreator: dayRefreshStarted,
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners()
    for (;;) {
      const stopped = await listenerApi.take(dayRefreshStopped.match, DAY_REFRESH_MS)
      if (stopped) return
      listenerApi.dispatch(deskBookingsApi.util.invalidateTags(['DeskDay']))
    }
  },
})

/** An admin's cancellation or refund, sent once the draft is right, with its idempotency key. */
const sendStaffChange = addDeskListener({
  actionCreator: staffChangeSubmitted,
  effect: async (_action, listenerApi) => {
    const change = selectStaffChange(listenerApi.getState())
    if (!change?.busy) return
    const { bookingId: id, idempotencyKey, reason } = change
    const amount = centsFromText(change.amount) ?? 0
    const endpoints = deskBookingsApi.endpoints
    const result =
      change.kind === 'cancel'
        ? await listenerApi.dispatch(
            endpoints.cancelDeskBooking.initiate({
              id,
              idempotencyKey,
              body: {
                reason: reason.trim(),
                refund_amount: amount,
                payment_status: change.paymentStatus,
              },
            }),
          )
        : await listenerApi.dispatch(
            endpoints.refundDeskBooking.initiate({
              id,
              idempotencyKey,
              body: { amount, ...(reason.trim() ? { reason: reason.trim() } : {}) },
            }),
          )
    const code = failed(result)
    listenerApi.dispatch(code ? staffChangeFailed(code) : staffChangeSucceeded())
  },
})

/** Joins the desk's listeners to the store's listener middleware (once: the same ones again are ignored). */
export function addDeskListeners(dispatch: Dispatch<UnknownAction>) {
  const listeners = [refreshTheDay, sendStaffChange]
  for (const listener of listeners) {
    dispatch(listener)
  }
}
