/** The listeners the analytics starts in the store, for app/ to assemble. */
export { addAnalyticsListeners } from './analyticsListeners'
