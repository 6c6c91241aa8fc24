import type {
  Booking,
  BookingChangeResult,
  BookingList,
  Quote,
  QuoteRequest,
  QuoteUpdate,
} from '../../../shared/contract/bookings'
import type { BookingChangePreview, BookingVersion } from '../../../shared/contract/bookingChanges'
import { versionsOf } from './changes/versions'
import { markChangePaid } from './changes/change-paid'
import type { Language } from '../../../shared/domain/languages'
import { commitChange, previewChange, type ChangeAsk } from './changes/change-booking'
import type { BookingAnswer } from './bookings'
import { createBooking } from './create-booking'
import { cancelBooking, endBooking } from './cancellation'
import type {
  BookingChangedHandler,
  BookingContext,
  BookingEndedHandler,
  BookingEnding,
  BookingRow,
  Reader,
  Tx,
  Viewer,
} from './context'
import type { EmailAttachment } from '../mail'
import { emailTraveller, type BookingEmailRender } from './emails'
import { getBooking, getBookingByReference, listBookings } from './find-bookings'
import { expireQuotes, followTheCalendar } from './jobs'
import {
  bookingRow,
  extendPaymentWindow,
  markPaid,
  markRefunded,
  unpaidPastDue,
} from './payment-state'
import { createQuote, getQuote } from './quotes'
import { bookingCode, bookingCodePng, bookingOfCode } from './booking-code'
import { updateQuote } from './quote-update'
import type {
  HeldUnits,
  WaitlistEntries,
  WaitlistEntry,
  WaitlistJoin,
} from '../../../shared/contract/waitlist'
import { lowerHeldUnits } from './waitlist/held-units'
import { joinWaitlist, leaveWaitlist, leaveWaitlistByLink, listWaitlist } from './waitlist/entries'
import { offerFreedUnits, type WaitlistPass } from './waitlist/offers'

/** Quotes and bookings: holding gear, booking it, cancelling, and the calendar's jobs. */
export interface BookingService {
  /** Prices the basket on the server and holds its units for the quote's 30 minutes. */
  createQuote(args: { userId: string; request: QuoteRequest; language: Language }): Promise<Quote>
  getQuote(args: { userId: string; id: string; language: Language }): Promise<Quote>
  /** Contact details and notes, only on the owner's pending quote. */
  updateQuote(args: {
    userId: string
    id: string
    changes: QuoteUpdate
    language: Language
  }): Promise<Quote>
  /** Fewer of the units a waitlist offer holds, re-priced; the rest go to the next in line. */
  lowerHeldUnits(args: {
    userId: string
    id: string
    held: HeldUnits
    language: Language
  }): Promise<Quote>
  /** Books a quote; the same Idempotency-Key (or quote) answers the same booking. */
  create(args: {
    userId: string
    quoteId: string
    idempotencyKey?: string
    language: Language
  }): Promise<BookingAnswer>
  get(args: { viewer: Viewer; id: string; language: Language }): Promise<Booking>
  getByReference(args: { viewer: Viewer; reference: string; language: Language }): Promise<Booking>
  /** Upcoming (soonest first) and past (most recent first). */
  list(args: { userId: string; language: Language }): Promise<BookingList>
  /** Until 24 hours before pickup; a paid booking is refunded (by the payments domain). */
  cancel(args: { viewer: Viewer; id: string; language: Language }): Promise<Booking>

  /** A change repriced with its difference, committing nothing (docs/money.md, Changes). */
  previewChange(args: ChangeAsk): Promise<BookingChangePreview>
  /** Commits a change once per Idempotency-Key: new reservations, a version, its money. */
  commitChange(
    args: ChangeAsk & { idempotencyKey: string },
  ): Promise<{ statusCode: 201; body: BookingChangeResult }>

  /** A booking's versions, oldest first (the desk shows them too). */
  versions(args: { db: Pick<Tx, 'select'>; bookingId: string }): Promise<BookingVersion[]>

  /** Joins the line for an item short for a rental (409 WAITLIST_NOT_SHORT when it is not). */
  joinWaitlist(args: {
    userId: string
    join: WaitlistJoin
    language: Language
  }): Promise<WaitlistEntry>
  /** The family's waitlist entries, newest first. */
  listWaitlist(args: { userId: string }): Promise<WaitlistEntries>
  /** The owner leaves the line (404 to anyone else); a held offer is released. */
  leaveWaitlist(args: { userId: string; id: string }): Promise<WaitlistEntry>
  /** Leaves the line through the email's signed link, without signing in. */
  leaveWaitlistByLink(args: { token: string }): Promise<WaitlistEntry>
  /** The offer pass: lapsed offers and started entries expire, freed units are offered. */
  offerWaitlist(): Promise<WaitlistPass>

  /** The booking clock: pending quotes past their hold expire; how many. */
  expireQuotes(): Promise<number>
  /** The booking clock: returned bookings complete, tomorrow's pickups get their reminder. */
  followTheCalendar(): Promise<{ completed: number; reminders: number }>

  /** Lets another domain act when a booking ends, in its transaction and after a cancellation. */
  onBookingEnded(handler: BookingEndedHandler): void
  /** Lets another domain act when a booking changes, in its transaction and after. */
  onBookingChanged(handler: BookingChangedHandler): void

  // Inside another domain's transaction (payments): the booking row is always locked first.
  /** The booking row, locked for the rest of `tx` when `forUpdate`. */
  bookingRow(args: { tx: Tx; id: string; forUpdate: boolean }): Promise<BookingRow | undefined>
  /** Ids of confirmed bookings still unpaid when their payment was due. */
  unpaidPastDue(): Promise<string[]>
  /** The booking keeps its units until `until` (a checkout that can still be paid). */
  extendPaymentWindow(args: { tx: Tx; booking: BookingRow; until: Date }): Promise<void>
  /** Paid (`amountCents` charged): units confirmed for good, payment email queued. */
  markPaid(args: {
    tx: Tx
    bookingId: string
    amountCents: number
    /** What the email sends along, once the booking is paid (the payment's invoice). */
    attachments?: () => Promise<EmailAttachment[]>
  }): Promise<void>
  /** A change's difference was paid: the version says so. */
  markChangePaid(args: {
    tx: Tx
    booking: BookingRow
    changeId: string
    /** What the email sends along, once the change is paid (the difference's invoice). */
    attachments?: () => Promise<EmailAttachment[]>
  }): Promise<void>
  /** A cancelled booking's refund succeeded; the updated row. */
  markRefunded(args: { tx: Tx; bookingId: string }): Promise<BookingRow | undefined>
  /** Ends a locked booking: units released, registered handlers run, email queued. */
  end(args: BookingEnding): Promise<void>
  /** A booking's code for its family or staff (404 to anyone else): the token and its QR. */
  code(args: {
    viewer: Viewer
    bookingId: string
  }): Promise<{ token: string; svg: string; expiresAt: Date }>
  /** A booking's QR code as a PNG, signed now, for an email; null when the booking is gone. */
  codePng(args: { tx: Reader; bookingId: string }): Promise<Buffer | null>
  /** The booking a scanned code names (422 CODE_NOT_OURS, 410 CODE_EXPIRED). */
  bookingOfCode(args: { token: string }): Promise<{ id: string; reference: string; at: string }>
  /** Queues a booking email to its traveller in `tx`. */
  emailTraveller(args: {
    tx: Tx
    booking: BookingRow
    template: string
    render: BookingEmailRender
    /** Stored files sent with it (claim photos). */
    attachments?: EmailAttachment[]
    /** The email shows the booking's QR code. */
    withCode?: boolean
  }): Promise<void>
}

export function createBookingService(ctx: BookingContext): BookingService {
  return {
    createQuote: (args) => createQuote(ctx, args),
    getQuote: (args) => getQuote(ctx, args),
    updateQuote: (args) => updateQuote(ctx, args),
    lowerHeldUnits: (args) => lowerHeldUnits(ctx, args),
    create: (args) => createBooking(ctx, args),
    get: (args) => getBooking(ctx, args),
    getByReference: (args) => getBookingByReference(ctx, args),
    list: (args) => listBookings(ctx, args),
    cancel: (args) => cancelBooking(ctx, args),
    previewChange: (args) => previewChange(ctx, args),
    commitChange: (args) => commitChange(ctx, args),
    versions: versionsOf,

    joinWaitlist: (args) => joinWaitlist(ctx, args),
    listWaitlist: (args) => listWaitlist(ctx, args),
    leaveWaitlist: (args) => leaveWaitlist(ctx, args),
    leaveWaitlistByLink: (args) => leaveWaitlistByLink(ctx, args),
    offerWaitlist: () => offerFreedUnits(ctx),

    expireQuotes: () => expireQuotes(ctx),
    followTheCalendar: () => followTheCalendar(ctx),

    onBookingEnded: (handler) => {
      ctx.endedHandlers.push(handler)
    },
    onBookingChanged: (handler) => {
      ctx.changedHandlers.push(handler)
    },

    bookingRow,
    unpaidPastDue: () => unpaidPastDue(ctx),
    extendPaymentWindow,
    markPaid: (args) => markPaid(ctx, args),
    markChangePaid: (args) => markChangePaid(ctx, args),
    markRefunded,
    end: (args) => endBooking(ctx, args),
    code: (args) => bookingCode(ctx, args),
    codePng: (args) => bookingCodePng(ctx, args),
    bookingOfCode: (args) => bookingOfCode(ctx, args),
    emailTraveller: (args) => emailTraveller(ctx, args),
  }
}
