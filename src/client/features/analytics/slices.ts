/** The analytics' part of the store, for app/ to assemble: its slice and the route's event. */
export { analyticsRouteChanged, analyticsSlice } from './analyticsSlice'
