import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import type { PricingResponse } from '../../../shared/contract/pricing'
import type { BillingDetails } from '../../../shared/domain/billing'
import type { DeliveryAddress } from '../../../shared/domain/delivery'
import { ownerId } from './accounts'
import { pickupLocations } from './catalogue'
import { createdAt, generatedId, instant, sqlList, updatedAt } from './columns'
import { FLIGHT_SOURCES, FLIGHT_STATUSES } from '../../../shared/domain/flights'

// Bookings: quotes, the bookings made from them, and their discounts.

/** A pricing answer kept as it was when quoted. */
export type PricingSnapshot = PricingResponse

/** Where and when a quote's or a booking's rental runs, on the pickup location's clock. */
const rentalColumns = () => ({
  pickupLocationCode: text('pickup_location_code')
    .notNull()
    .references(() => pickupLocations.code),
  startDate: date('start_date', { mode: 'string' }).notNull(),
  endDate: date('end_date', { mode: 'string' }).notNull(),
  pickupTime: text('pickup_time').notNull(),
  returnTime: text('return_time').notNull(),
})

/**
 * The checkout contact details a quote takes and its booking keeps; the delivery address only
 * for a delivery zone (null for a collection point); the billing details of a full invoice,
 * when the family gave them.
 */
const contactColumns = () => ({
  phone: text('phone').notNull(),
  inboundFlight: text('inbound_flight'),
  /** The inbound flight's scheduled arrival at the location on the start date, HH:mm. */
  arrivalTime: text('arrival_time'),
  outboundFlight: text('outbound_flight'),
  /** The outbound flight's scheduled departure from the location on the end date, HH:mm. */
  departureTime: text('departure_time'),
  notes: text('notes'),
  deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
  billingDetails: jsonb('billing_details').$type<BillingDetails>(),
})

/** A stored address or billing details are an object (their fields are checked before writing). */
const addressIsObject = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} is null or jsonb_typeof(${column}) = 'object'`)

export const QUOTE_STATUSES = ['pending', 'booked', 'expired'] as const

/**
 * A priced basket held for one traveller until `expires_at` (Quote in docs/product.md, Records and
 * storage).
 */
export const quotes = pgTable(
  'quotes',
  {
    id: generatedId(),
    userId: ownerId(),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('pending'),
    ...rentalColumns(),
    gearIds: jsonb('gear_ids').$type<string[]>().notNull(),
    damageWaiver: boolean('damage_waiver').notNull().default(false),
    ...contactColumns(),
    /** The pricing answer at quote time (cents, in the traveller's language). */
    pricing: jsonb('pricing').$type<PricingSnapshot>().notNull(),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('quotes_status_check', sql`${table.status} in ('pending', 'booked', 'expired')`),
    addressIsObject('quotes_delivery_address_check', table.deliveryAddress),
    addressIsObject('quotes_billing_details_check', table.billingDetails),
    index('quotes_user_idx').on(table.userId),
  ],
)

export const BOOKING_STATUSES = ['confirmed', 'cancelled', 'completed', 'refunded'] as const
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded', 'expired'] as const

/** A booking made from a quote (Booking in docs/product.md, Records and storage). */
export const bookings = pgTable(
  'bookings',
  {
    id: generatedId(),
    reference: text('reference').notNull().unique(),
    quoteId: uuid('quote_id')
      .notNull()
      .unique()
      .references(() => quotes.id),
    userId: ownerId(),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('confirmed'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    ...rentalColumns(),
    ...contactColumns(),
    pricing: jsonb('pricing').$type<PricingSnapshot>().notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    /** Pickup minus 24 h at the location's clock: the last moment to cancel. */
    cancellationDeadline: instant('cancellation_deadline').notNull(),
    /** Until when the unpaid booking keeps its units. */
    paymentDueAt: instant('payment_due_at').notNull(),
    paidAt: instant('paid_at'),
    cancelledAt: instant('cancelled_at'),
    /** Who ended it: 'traveller', 'payment_expired' or 'staff'. */
    cancellationReason: text('cancellation_reason'),
    /** Why staff cancelled it, in their words: the traveller reads it. */
    staffReason: text('staff_reason'),
    /** When the gear went out with the traveller (checked out at the desk). */
    handedOutAt: instant('handed_out_at'),
    /** When the last of its gear came back (checked in at the desk). */
    returnedAt: instant('returned_at'),
    completedAt: instant('completed_at'),
    reminderSentAt: instant('reminder_sent_at'),
    /** The inbound flight's latest news (family, flight data or desk): see flight_updates. */
    flightStatus: text('flight_status', { enum: FLIGHT_STATUSES }),
    /** The arrival that news expects; null for a delay without a new time or a cancellation. */
    expectedArrivalAt: instant('expected_arrival_at'),
    flightReportedAt: instant('flight_reported_at'),
    flightReportedBy: text('flight_reported_by', { enum: FLIGHT_SOURCES }),
    /** Why staff must look at this booking (units short after a confirmed stock change). */
    attention: text('attention'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'bookings_status_check',
      sql`${table.status} in ('confirmed', 'cancelled', 'completed', 'refunded')`,
    ),
    check(
      'bookings_payment_status_check',
      sql`${table.paymentStatus} in ('unpaid', 'paid', 'refunded', 'expired')`,
    ),
    addressIsObject('bookings_delivery_address_check', table.deliveryAddress),
    addressIsObject('bookings_billing_details_check', table.billingDetails),
    check(
      'bookings_flight_status_check',
      sql`${table.flightStatus} in ${sqlList(FLIGHT_STATUSES)}`,
    ),
    check(
      'bookings_flight_reported_by_check',
      sql`${table.flightReportedBy} in ${sqlList(FLIGHT_SOURCES)}`,
    ),
    index('bookings_user_idx').on(table.userId, table.startDate),
    index('bookings_jobs_idx').on(table.status, table.paymentStatus, table.startDate),
    index('bookings_location_start_idx').on(table.pickupLocationCode, table.startDate),
    index('bookings_location_end_idx').on(table.pickupLocationCode, table.endDate),
    index('bookings_location_returned_idx').on(table.pickupLocationCode, table.returnedAt),
    // The reports count the bookings made at a location each day.
    index('bookings_location_created_idx').on(table.pickupLocationCode, table.createdAt),
    // The ledger finds its lines' bookings at a location, with what their money check reads of
    // them, from the index alone.
    index('bookings_ledger_idx').on(
      table.id,
      table.pickupLocationCode,
      table.reference,
      table.status,
      table.paymentStatus,
      table.cancellationReason,
      table.totalCents,
      table.createdAt,
    ),
  ],
)

/** The booking a row belongs to: it goes when the booking goes. */
export const ownerBookingId = () =>
  uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' })

/**
 * Discounts applied to a booking (docs/product.md, Records and storage: code, amount, applied at).
 */
export const bookingDiscounts = pgTable(
  'booking_discounts',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    code: text('code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    appliedAt: instant('applied_at').notNull().defaultNow(),
  },
  (table) => [index('booking_discounts_booking_idx').on(table.bookingId)],
)
