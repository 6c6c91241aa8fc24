/**
 * Flight news at the desk: staff note what they heard of a pickup's flight, in a chunk of its own
 * (`<LazyDeskFlightNews booking>` inside a Suspense).
 */
export { LazyDeskFlightNews } from './lazyDeskFlightNews'
export { deskFlightNewsSlice } from './deskFlightNewsSlice'
