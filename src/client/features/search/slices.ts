/** The search's part of the store, for app/ to assemble: its slice (added with its pages). */
export { searchSlice } from './searchSlice'
