/** The checkout's part of the store, for app/ to assemble: its slice (added when checkout opens). */
export { checkoutSlice } from './checkoutSlice'
