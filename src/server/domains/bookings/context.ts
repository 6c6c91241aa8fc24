import type { AppConfig } from '../../config'
import type { Db, Tx } from '../../db/client'
import type { bookings, bookingVersions } from '../../db/schema'
import type { AuditService } from '../audit'
import type { CatalogueService } from '../catalogue'
import type { MailService } from '../mail'
import type { PricingService } from '../pricing'
import type { PhotoUrl } from '../deposits'
import type { SignedLinks } from '../../plugins/signed-links'
import type { PromotionsService } from '../promotions'

export type { Tx } from '../../db/client'
/** A transaction to read in, or the database. */
export type Reader = Pick<Db, 'select'>
export type BookingRow = typeof bookings.$inferSelect
export type BookingVersionRow = typeof bookingVersions.$inferSelect

/** Who asks: a traveller sees their own bookings, an admin any. */
export interface Viewer {
  userId: string
  role: string
}

/**
 * Why a booking ended: the traveller cancelled it, it was not paid in time, staff cancelled it,
 * or the traveller never came for the gear (a no-show marked at the desk).
 */
export type BookingEndReason = 'traveller' | 'payment_expired' | 'staff' | 'no_show'

/** A staff cancellation: the reason the traveller reads and what is refunded with it. */
export interface StaffEnding {
  reason: string
  /** Cents refunded with the cancellation (0 for none); the payments domain writes the refund. */
  refundCents: number
}

/** A locked booking ending in `tx`, why, and for a staff cancellation what is refunded. */
export interface BookingEnding {
  tx: Tx
  booking: BookingRow
  reason: BookingEndReason
  staff?: StaffEnding
}

/**
 * What another domain does when a booking ends. Bookings knows nothing of money: the payments
 * domain registers one of these to write the refund of a paid booking and set its open
 * checkouts aside in the very transaction that ends it, and to settle them with the provider
 * once a traveller's cancellation has committed.
 */
export interface BookingEndedHandler {
  /**
   * In the transaction that ends the booking, its row locked and already updated, its units
   * released. `booking` is the row as it was before (still 'paid' when it was paid). A staff
   * cancellation refunds what staff chose (`staff.refundCents`), not the whole payment.
   */
  inTransaction(event: BookingEnding): Promise<void>
  /** After a traveller's cancellation committed, before the answer is read back. */
  afterCancellation(event: { bookingId: string }): Promise<void>
}

/** A change committed in `tx`: the booking before (locked) and after, and its version. */
export interface BookingChange {
  tx: Tx
  booking: BookingRow
  changed: BookingRow
  version: BookingVersionRow
}

/**
 * What another domain does when a booking changes. The payments domain registers one: in the
 * change's transaction it sets aside an unpaid booking's open checkout (its amount changed) and
 * writes a reduction's refund; after commit it sends the refunds.
 */
export interface BookingChangedHandler {
  inTransaction(event: BookingChange): Promise<void>
  afterChange(event: { bookingId: string }): Promise<void>
}

/** What the quote and booking services are given by their plugin. */
export interface BookingContext {
  db: Db
  config: Pick<AppConfig, 'publicUrl' | 'depositMode'>
  mail: Pick<MailService, 'enqueue'>
  pricing: Pick<PricingService, 'priceRental'>
  promotions: Pick<PromotionsService, 'redeem' | 'release'>
  catalogue: Pick<
    CatalogueService,
    | 'turnaroundByGear'
    | 'lockStock'
    | 'stockLocationOf'
    | 'findAvailability'
    | 'checkRentalPeriod'
    | 'gearByIds'
  >
  now(): Date
  /** Where the booking's claim photos are read (signed addresses, see deposits). */
  photoUrl: PhotoUrl
  /** Signs and checks the booking's code (its QR). */
  links: Pick<SignedLinks, 'sign' | 'verify'>
  /** The "we land late" link of a booking, valid until `expiresAt`. */
  lateFlightLink(args: { bookingId: string; expiresAt: Date }): string
  /** Registered by other domains through `onBookingEnded`, run in registration order. */
  endedHandlers: BookingEndedHandler[]
  /** Registered through `onBookingChanged`. */
  changedHandlers: BookingChangedHandler[]
  /** Staff's changes are audited in their transaction. */
  audit: Pick<AuditService, 'record'>
  /** Asks for a waitlist offer pass soon (units may have been freed); a no-op while not listening. */
  waitlistSoon(): void
  /** The link of a waitlist email that leaves the list without signing in. */
  waitlistLeaveLink(args: { entryId: string; expiresAt: Date }): string
}
