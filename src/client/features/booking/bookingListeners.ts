import type { AppStartListening } from '../../app/listenerMiddleware'
import { bookingCancelConfirmed, bookingPageOpened, myBookingsOpened } from './bookingEvents'

/** The booking pages' requests load with the first booking page a traveller opens. */
const flows = () => import(/* webpackChunkName: "bookingFlows" */ './bookingFlows')

/** Booking pages (docs/product.md, State machines): loading, following a refund, cancelling. */
export function addBookingListeners(startAppListening: AppStartListening) {
  // One booking page at a time: a new one (or leaving) stops following the last one's refund.
  startAppListening({
    actionCreator: bookingPageOpened,
    effect: async ({ payload }, api) => {
      api.cancelActiveListeners()
      await (await flows()).showBooking(payload.lookup, api)
    },
  })
  startAppListening({
    actionCreator: bookingCancelConfirmed,
    effect: async ({ payload }, api) => (await flows()).cancelBooking(payload.bookingId, api),
  })
  startAppListening({
    actionCreator: myBookingsOpened,
    effect: async (_action, api) => (await flows()).listBookings(api),
  })
}
