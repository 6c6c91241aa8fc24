/** The flight report's part of the store, for app/ to assemble (added with its views). */
export { flightSlice } from './flightSlice'
