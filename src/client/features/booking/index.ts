/** The booking feature's public face: what other features may use of it. */
export { default as bookingStyles } from './Booking.module.css'
export { ContactSummary, PricedItems, RentalSummary } from './RentalSummary'
export { useGetQuoteQuery, useUpdateQuoteMutation } from './bookingsApi'
export { formatClockInstant, formatInstant } from './formatInstant'
export { loadBookingsApi } from './loadBookingsApi'
