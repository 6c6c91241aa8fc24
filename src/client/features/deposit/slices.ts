/** The deposit link's part of the store, for app/ to assemble: its slice (added with its page). */
export { depositLinkSlice } from './depositLinkSlice'
