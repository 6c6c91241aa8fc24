/**
 * The quote, booking and payment calls, loaded when a listener first needs them: a first-time
 * visitor's home page never does.
 */
export const loadBookingsApi = () =>
  import(/* webpackChunkName: "bookingsApi" */ './bookingsApi').then((module) => module.bookingsApi)
