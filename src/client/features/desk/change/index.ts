/**
 * Changing a booking at the desk: loaded in a chunk of its own (`<LazyDeskChange booking
 * isAdmin>` inside a Suspense), with the family's state machine and its own texts.
 */
export { LazyDeskChange } from './lazyDeskChange'
