/** The booking feature's public face: what other features may use of it. */
export { default as bookingStyles } from './Booking.module.css'
export { ContactSummary, PriceCard, RentalCard, SectionCard } from './RentalSummary'
export { formatClockInstant, formatInstant } from './formatInstant'
export { loadItemNames, type ListenerApi } from './itemNames'
export type { ItemNames } from './bookingSlice'
export { bookingPageOpened } from './bookingEvents'
export { loadBookingsApi } from './loadBookingsApi'
export { PageStatus } from './PageStatus'
