/** The booking's pages, each loaded on demand in a chunk named after it (app/router.tsx). */
export const bookingSuccessPage = () =>
  import(/* webpackChunkName: "BookingSuccessPage" */ './BookingSuccessPage')
/** The booking page, at both of its addresses (by id, and by reference). */
export const bookingPage = () => import(/* webpackChunkName: "BookingPage" */ './BookingPage')
export const myBookingsPage = () =>
  import(/* webpackChunkName: "MyBookingsPage" */ './MyBookingsPage')
