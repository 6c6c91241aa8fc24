/**
 * The desk's bookings: the day's pickups and returns, a driver's run, the lookup, the attention
 * list and one booking opened (admins cancel or refund it); its API, slice and listeners.
 */
export { AttentionScreen } from './AttentionScreen'
export { BookingScreen } from './BookingScreen'
export { DayScreen } from './DayScreen'
export { LookupScreen } from './LookupScreen'
export { RunScreen } from './RunScreen'
export { deskBookingsApi } from './deskBookingsApi'
export { bookingsFeature } from './deskBookingsListeners'
export { deskBookingsSlice } from './deskBookingsSlice'
