import type { AppStartListening } from '../../app/listenerMiddleware'

/** The booking pages' events and requests load with the first booking page a traveller opens. */
const flows = () => import(/* webpackChunkName: "bookingFlows" */ './bookingFlows')

/**
 * Booking pages (docs/product.md, State machines): loading, following a refund, cancelling. Every
 * `booking/` action goes to the flows, which pick the events they answer (bookingEvents.ts), so
 * the store's first load carries none of them.
 */
export function addBookingListeners(startAppListening: AppStartListening) {
  startAppListening({
    predicate: (action) => action.type.startsWith('booking/'),
    effect: async (action, api) => (await flows()).onBookingEvent(action, api),
  })
}
