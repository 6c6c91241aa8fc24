/** Changing a booking's part of the store, for app/ to assemble (added with its views). */
export { bookingChangeSlice } from './bookingChangeSlice'
