/** The quote's part of the store, for app/ to assemble: its slice (added with its page). */
export { quoteSlice } from './quoteSlice'
