import type { BookingRow } from './context'

/**
 * Whether the family may still cancel (and be refunded in full): until 24 hours before pickup;
 * and, once its inbound flight is reported cancelled, until the gear is handed over, whatever
 * the 24-hour rule.
 */
export const cancellableAt = (booking: BookingRow, now: Date) =>
  now < booking.cancellationDeadline ||
  (booking.flightStatus === 'cancelled' && !booking.handedOutAt)
