import type { DeskBooking } from '../../../../shared/contract/desk-bookings'

/**
 * A booking delivered to an address and collected from it (its location a delivery zone): the
 * desk names its two ends delivery and collection, never pickup and return
 * (translations/GLOSSARY.md), with a text's `delivery` variant beside the pickup text.
 */
export const isDeliveryBooking = (
  booking: Pick<DeskBooking, 'location_type' | 'delivery_address'>,
) => booking.location_type === 'delivery' || booking.delivery_address != null
