/**
 * The refundable deposit of a booking (docs/money.md): held on the card (hold mode) or charged
 * with the rental (charge mode), then released, or partly or wholly claimed for damage.
 */

export const DEPOSIT_MODES = ['hold', 'charge'] as const
export type DepositMode = (typeof DEPOSIT_MODES)[number]

/**
 * awaiting: nothing taken yet (hold mode before the hold is placed, or an unpaid booking);
 * held: authorised on the card; charged: paid with the rental; released: all of it back;
 * partly_claimed: part kept for damage, the rest back; claimed: all of it kept.
 */
export const DEPOSIT_STATUSES = [
  'awaiting',
  'held',
  'charged',
  'released',
  'partly_claimed',
  'claimed',
] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

/** The states in which the deposit's fate is decided (claimed + released = the deposit). */
export const SETTLED_DEPOSIT_STATUSES: readonly DepositStatus[] = [
  'released',
  'partly_claimed',
  'claimed',
]

/** Why staff claim part of a unit's deposit at check-in. */
export const CLAIM_REASONS = ['damaged', 'missing_parts', 'deep_cleaning', 'missing'] as const
export type ClaimReason = (typeof CLAIM_REASONS)[number]

/** A family may dispute a claim from its booking page for this long after it is made. */
export const CLAIM_DISPUTE_DAYS = 7
/** The longest note staff write on a claim, and the longest dispute a family writes. */
export const CLAIM_NOTE_MAX_LENGTH = 1000
/** Photos per claimed unit. */
export const CLAIM_PHOTOS_MAX = 4
/** The largest photo the desk may upload, in bytes. */
export const CLAIM_PHOTO_MAX_BYTES = 8 * 1024 * 1024
/** The image types a claim photo may be. */
export const CLAIM_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The hold is placed this long before pickup (at payment when pickup is sooner). */
export const DEPOSIT_HOLD_LEAD_HOURS = 24
/** A new hold replaces one this long before the old one lapses. */
export const DEPOSIT_RENEW_BEFORE_HOURS = 24

/**
 * The deposit of each unit of a booking's item: the item's deposit shared equally among its
 * units (the first units take the odd cents), so a claim per unit never exceeds what it paid.
 */
export function unitDeposits(itemDeposit: number, quantity: number): number[] {
  const base = Math.floor(itemDeposit / quantity)
  const extra = itemDeposit - base * quantity
  return Array.from({ length: quantity }, (_, index) => base + (index < extra ? 1 : 0))
}

/** Codes of the deposit's links, claims, disputes and decisions. */
export const DEPOSIT_ERROR_CODES = [
  /** A link without login that was altered, is for something else, or unreadable (400). */
  'INVALID_LINK',
  /** A link without login past its time (410). */
  'LINK_EXPIRED',
  /** The deposit needs no hold now: already held, or its fate decided (409). */
  'DEPOSIT_NOT_NEEDED',
  /** A claim on a unit handed back fine, or of a reason that does not fit (422). */
  'CLAIM_NOT_ALLOWED',
  /** A claim above the unit's share of the deposit (422). */
  'CLAIM_TOO_LARGE',
  /** A claim photo that is not an unused photo this desk uploaded (422). */
  'CLAIM_PHOTO_INVALID',
  /** The booking has no claim to answer or decide (409). */
  'NO_CLAIM',
  /** The time to dispute has passed, or the claim was decided (409). */
  'DISPUTE_CLOSED',
  /** The claims of this booking were already decided (409). */
  'ALREADY_DECIDED',
  /** Keeping more than was claimed (422). */
  'DECISION_TOO_LARGE',
  /** Keeping money before the family answered or their time to answer passed (409). */
  'DECISION_TOO_EARLY',
  /** There is no held deposit to take the amount from (409). */
  'DEPOSIT_NOT_HELD',
] as const

/** After a hold is released, banks show the money available again within this many days. */
export const HOLD_RELEASE_SHOWS_DAYS = 7
/** After a refund is sent, banks show it within this many days. */
export const REFUND_SHOWS_DAYS = 10

/**
 * What a booking's checkout charges: the rental alone when the deposit is held on the card apart;
 * the whole total otherwise (and for prices made before the answer said so).
 */
export const dueAtCheckout = (pricing: { grand_total: number; due_at_checkout?: number }) =>
  pricing.due_at_checkout ?? pricing.grand_total
