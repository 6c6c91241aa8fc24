/**
 * Changing a booking instead of cancelling it (docs/money.md, Changes): the words both sides
 * share. Each change is a version of the booking; its difference is paid through a checkout tied
 * to it, or refunded within the cancellation rules.
 */

/** What a version's money came to. */
export const BOOKING_VERSION_STATUSES = [
  /** Nothing to pay or refund: the same price, or a booking not paid yet (its checkout charges the new total). */
  'applied',
  /** It costs more: the difference is owed until its checkout is paid. */
  'awaiting_payment',
  /** Its difference was paid. */
  'paid',
  /** It costs less, and what comes back was refunded. */
  'refunded',
  /** It costs less, within 24 hours of pickup: nothing of the rental comes back. */
  'kept',
] as const
export type BookingVersionStatus = (typeof BOOKING_VERSION_STATUSES)[number]

/** Who made a change: the family on the booking page, or staff at the desk. */
export const CHANGE_ACTORS = ['family', 'staff'] as const
export type ChangeActor = (typeof CHANGE_ACTORS)[number]

/** The longest reason staff may give for refunding a reduction inside 24 hours. */
export const OVERRIDE_REASON_MAX_LENGTH = 500

export const BOOKING_CHANGE_ERROR_CODES = [
  /** The change asks for the booking as it already is (422). */
  'CHANGE_EMPTY',
  /** The gear is out with the family: only the return date and time may change (409). */
  'GEAR_ALREADY_OUT',
  /** The difference of the last change is still owed: pay it first (409). */
  'CHANGE_PAYMENT_PENDING',
] as const
