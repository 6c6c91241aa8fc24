import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { centsFromText, errorCodeOf } from '../shell'
import { deskBookingsApi } from './deskBookingsApi'
import {
  dayRefreshStarted,
  dayRefreshStopped,
  deskBookingsSlice,
  selectStaffChange,
  staffChangeFailed,
  staffChangeSubmitted,
  staffChangeSucceeded,
} from './deskBookingsSlice'

/** How often the open day screen asks for its lists again. */
export const DAY_REFRESH_MS = 60_000

/** While the day screen is open (between its start and stop), the day is fetched every minute. */
const refreshTheDay = addAppListener({
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
const sendStaffChange = addAppListener({
  actionCreator: staffChangeSubmitted,
  effect: async (_action, listenerApi) => {
    const change = selectStaffChange(listenerApi.getState())
    if (!change?.busy) return
    const { bookingId: id, idempotencyKey, reason } = change
    const amount = centsFromText(change.amount) ?? 0
    const endpoints = deskBookingsApi.endpoints
    const { error } =
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
    listenerApi.dispatch(error ? staffChangeFailed(errorCodeOf(error)) : staffChangeSucceeded())
  },
})

/** The bookings' slice and listeners, joined to the store with the rest of the desk. */
export const bookingsFeature: LazyFeature = {
  slice: deskBookingsSlice,
  listeners: [refreshTheDay, sendStaffChange],
}
