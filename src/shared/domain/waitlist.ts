/**
 * A waitlist entry's life (docs/product.md, Waitlist): waiting in line; offered a hold of the
 * units freed for it; booked from that hold; left by the family; expired when its offer lapsed
 * unbooked or its dates began.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'booked', 'left', 'expired'] as const
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number]

/** How long the units freed for a family stay held for them, from the email. */
export const WAITLIST_OFFER_HOURS = 2

/** An entry still in line or holding an offer: the family may leave it. */
export const isOpenWaitlistStatus = (status: WaitlistStatus) =>
  status === 'waiting' || status === 'offered'

/** Codes of joining and leaving the waitlist. */
export const WAITLIST_ERROR_CODES = [
  /** The units asked for are free for those dates: book them instead (409). */
  'WAITLIST_NOT_SHORT',
  /** The family is already in line for this item, place and dates (409). */
  'WAITLIST_ALREADY_JOINED',
  /** A delivery zone: the waitlist is for pickups at a desk (422). */
  'WAITLIST_NOT_FOR_DELIVERY',
  /** The entry was booked, left or has expired: there is nothing to leave (409). */
  'WAITLIST_CLOSED',
  /** Units are lowered only on a quote holding a waitlist offer (409). */
  'WAITLIST_UNITS_FIXED',
  /** More units than the offer holds of that item, or an item it does not hold (422). */
  'WAITLIST_UNITS_NOT_HELD',
] as const
