/** The listeners the booking starts in the store, for app/ to assemble. */
export { addBookingListeners } from './bookingListeners'
