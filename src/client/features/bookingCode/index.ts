/** A booking's QR code, shown on the booking page (in its chunk: it is small). */
export { default as BookingCode } from './BookingCode'
