/** A booking's signed rental agreement, linked from the booking page (in its chunk: it is small). */
export { default as BookingAgreement } from './BookingAgreement'
