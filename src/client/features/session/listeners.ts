/** The listeners the session starts in the store, for app/ to assemble. */
export { addSessionListeners } from './sessionListeners'
