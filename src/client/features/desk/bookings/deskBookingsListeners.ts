import { addAppListener, type LazyFeature } from '../../../app/lazyFeature'
import { centsFromText, errorCodeOf } from '../shell'
import { deskBookingsApi } from './deskBookingsApi'
import {
  refreshStarted,
  refreshStopped,
  deskBookingsSlice,
  selectStaffChange,
  staffChangeFailed,
  staffChangeSubmitted,
  staffChangeSucceeded,
} from './deskBookingsSlice'

/** How often an open desk screen asks again for what a family or the flight data may change. */
export const DESK_REFRESH_MS = 30_000

/**
 * While a day, booking or attention screen is open (between its start and stop), what it shows
 * is fetched every half minute: a delay the family reports shows at the desk at once.
 */
const refreshTheDay = addAppListener({
  actionCreator: refreshStarted,
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners()
    for (;;) {
      const stopped = await listenerApi.take(refreshStopped.match, DESK_REFRESH_MS)
      if (stopped) return
      listenerApi.dispatch(
        deskBookingsApi.util.invalidateTags(['DeskDay', 'DeskBooking', 'DeskAttention']),
      )
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
