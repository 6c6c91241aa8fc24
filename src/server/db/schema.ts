import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import type { LocalizedText } from '../../shared/contract/common'
import { OUT_OF_SERVICE_REASONS, UNIT_STATUSES } from '../../shared/contract/desk'
import { RETURN_OUTCOMES } from '../../shared/contract/desk-handover'
import type { PricingResponse } from '../../shared/contract/pricing'
import type { DeliveryAddress } from '../../shared/domain/delivery'
import {
  AGE_GROUPS,
  GEAR_CATEGORIES,
  LOCATION_TYPES,
  type GearCategory,
} from '../../shared/domain/catalogue'
import { FEE_TYPES, ROLES } from '../../shared/domain/constants'
import { CLAIM_REASONS, DEPOSIT_MODES, DEPOSIT_STATUSES } from '../../shared/domain/deposits'
import { SUPPORTED_LANGUAGES } from '../../shared/domain/languages'
import { PROMO_KINDS } from '../../shared/domain/promoCodes'
import type { OperatingHours } from '../../shared/domain/operatingHours'

/** A pricing answer kept as it was when quoted. */
export type PricingSnapshot = PricingResponse

export interface TechnicalDetail {
  label: LocalizedText
  value: LocalizedText
}

export interface GearImage {
  url: string
  alt: LocalizedText
}

/** A point in time, stored with its time zone. */
const instant = (name: string) => timestamp(name, { withTimezone: true })
const createdAt = () => instant('created_at').notNull().defaultNow()
const updatedAt = () => instant('updated_at').notNull().defaultNow()
/** A row's own id, made by the database. */
const generatedId = () => uuid('id').primaryKey().defaultRandom()
/** The traveller a row belongs to: it goes when the account goes. */
const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })
/** The booking a row belongs to: it goes when the booking goes. */
const ownerBookingId = () =>
  uuid('booking_id')
    .notNull()
    .references(() => bookings.id, { onDelete: 'cascade' })

export const pickupLocations = pgTable(
  'pickup_locations',
  {
    code: text('code').primaryKey(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    type: text('type', { enum: LOCATION_TYPES }).notNull(),
    /** The desk's address in each language. */
    addresses: jsonb('addresses').$type<LocalizedText>().notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull(),
    operatingHours: jsonb('operating_hours').$type<OperatingHours>().notNull(),
    closedDays: jsonb('closed_days').$type<string[]>().notNull().default([]),
    // A delivery zone (type 'delivery', docs/product.md, Delivery): the stocked location whose
    // units it delivers, the postal codes it covers, its area in words and its lead time. Its
    // operating hours and closed days are its delivery and collection windows.
    servedFrom: text('served_from').references((): AnyPgColumn => pickupLocations.code, {
      onDelete: 'restrict',
    }),
    postalCodes: jsonb('postal_codes').$type<string[]>(),
    area: jsonb('area').$type<LocalizedText>(),
    /** Book by `lead_cutoff` (HH:mm, zone clock) `lead_days` days before the delivery date. */
    leadDays: integer('lead_days'),
    leadCutoff: text('lead_cutoff'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('pickup_locations_type_check', sql`${table.type} in ('collection', 'delivery')`),
    check(
      'pickup_locations_zone_fields_check',
      sql`(${table.type} = 'delivery' and ${table.servedFrom} is not null
          and ${table.servedFrom} <> ${table.code} and ${table.postalCodes} is not null
          and ${table.area} is not null and ${table.leadDays} between 0 and 30
          and ${table.leadCutoff} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
        or (${table.type} = 'collection' and ${table.servedFrom} is null
          and ${table.postalCodes} is null and ${table.area} is null
          and ${table.leadDays} is null and ${table.leadCutoff} is null)`,
    ),
  ],
)

export const gear = pgTable(
  'gear',
  {
    id: generatedId(),
    code: text('code').notNull().unique(),
    category: text('category', { enum: GEAR_CATEGORIES }).notNull(),
    ageGroup: text('age_group', { enum: AGE_GROUPS }).notNull(),
    brand: text('brand').notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    technicalDetails: jsonb('technical_details').$type<TechnicalDetail[]>().notNull(),
    images: jsonb('images').$type<GearImage[]>().notNull(),
    pricePerDayCents: integer('price_per_day_cents').notNull(),
    depositCents: integer('deposit_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'gear_category_check',
      sql`${table.category} in ('car_seat', 'booster_seat', 'stroller', 'travel_cot', 'high_chair')`,
    ),
    check('gear_age_group_check', sql`${table.ageGroup} in ('infant', 'toddler', 'child')`),
    check('gear_price_check', sql`${table.pricePerDayCents} > 0`),
    check('gear_deposit_check', sql`${table.depositCents} >= 0`),
    index('gear_category_idx').on(table.category, table.ageGroup),
  ],
)

/** Per category: days a returned unit needs before its next pickup (cleaning, checks). */
export const gearCategories = pgTable(
  'gear_categories',
  {
    category: text('category', { enum: GEAR_CATEGORIES }).primaryKey(),
    turnaroundDays: integer('turnaround_days').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('gear_categories_turnaround_check', sql`${table.turnaroundDays} between 0 and 60`),
  ],
)

/** Versions of what availability depends on: each change takes the next one (see inventory). */
export const availabilityVersions = pgSequence('inventory_availability_version_seq')

/**
 * A gear item stocked at a pickup location. `stock` is the number of its units not retired,
 * kept in the same transaction as every unit change; every writer that commits units of the
 * item at the location locks this row first.
 */
export const inventory = pgTable(
  'inventory',
  {
    gearId: uuid('gear_id')
      .notNull()
      .references(() => gear.id, { onDelete: 'cascade' }),
    locationCode: text('location_code')
      .notNull()
      .references(() => pickupLocations.code, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    /**
     * Takes the next value of `inventory_availability_version_seq`, by triggers in the same
     * transaction, whenever what the item's availability at the location depends on changes:
     * its reservations, its stock, its category or that category's turnaround. A process may
     * reuse an availability answer only while its location's rows show the same versions.
     */
    availabilityVersion: bigint('availability_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('inventory_availability_version_seq')`),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.gearId, table.locationCode] }),
    check('inventory_stock_check', sql`${table.stock} >= 0`),
    index('inventory_location_idx').on(table.locationCode),
  ],
)

/** One physical unit of a gear item at a location, with its asset tag (unique company-wide). */
export const units = pgTable(
  'units',
  {
    id: generatedId(),
    gearId: uuid('gear_id').notNull(),
    locationCode: text('location_code').notNull(),
    assetTag: text('asset_tag').notNull().unique(),
    conditionNote: text('condition_note').notNull().default(''),
    status: text('status', { enum: UNIT_STATUSES }).notNull().default('in_service'),
    retiredAt: instant('retired_at'),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      columns: [table.gearId, table.locationCode],
      foreignColumns: [inventory.gearId, inventory.locationCode],
      name: 'units_inventory_fk',
    }).onDelete('restrict'),
    check('units_status_check', sql`${table.status} in ('in_service', 'retired')`),
    index('units_location_idx').on(table.locationCode, table.gearId),
  ],
)

export const users = pgTable(
  'users',
  {
    id: generatedId(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    languagePreference: text('language_preference', { enum: SUPPORTED_LANGUAGES })
      .notNull()
      .default('en'),
    profileImageUrl: text('profile_image_url'),
    addressStreet: text('address_street'),
    addressCity: text('address_city'),
    addressStateProvince: text('address_state_province'),
    addressPostalCode: text('address_postal_code'),
    addressCountry: text('address_country'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    nationality: text('nationality'),
    passportNumber: text('passport_number'),
    dataProcessingConsentAt: instant('data_processing_consent_at').notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),
    marketingConsentAt: instant('marketing_consent_at'),
    activatedAt: instant('activated_at'),
    /** Raised when a password is reset: every access token issued before stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('admin', 'moderator', 'user')`),
    check('users_language_check', sql`${table.languagePreference} in ('en', 'es')`),
  ],
)

/** Single-use, expiring secrets sent by email (activation, password reset); stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: generatedId(),
    userId: ownerId(),
    purpose: text('purpose', { enum: ['activation', 'password_reset'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('email_tokens_purpose_check', sql`${table.purpose} in ('activation', 'password_reset')`),
    index('email_tokens_user_idx').on(table.userId, table.purpose),
  ],
)

/** One signed-in device: its refresh tokens form one family, revoked together. */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    userId: ownerId(),
    createdAt: createdAt(),
    lastRefreshedAt: instant('last_refreshed_at'),
    revokedAt: instant('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
)

/** Failed sign-in attempts per (account, client address), for throttling without lockout. */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: instant('window_started_at').notNull(),
})

/**
 * Requests per (rate-limited route, client address) in the current window, counted here rather
 * than in one process's memory so that a limit holds across every server process.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: instant('window_ends_at').notNull(),
})

/** Secrets the server generates for itself once and shares between its processes. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/** A stored file sent with an email, under the name the reader sees. */
export interface EmailAttachment {
  fileId: string
  filename: string
}

/** Every email, written in the same transaction as the change that causes it. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: generatedId(),
    toAddress: text('to_address').notNull(),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    sentAt: instant('sent_at'),
    /** Stored files sent with it (claim photos, PDFs), read when it is sent. */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    check('outbox_status_check', sql`${table.status} in ('pending', 'sent', 'failed')`),
    index('outbox_pending_idx').on(table.status, table.nextAttemptAt),
  ],
)

export const RESERVATION_STATUSES = ['held', 'confirmed', 'released'] as const
export const RESERVATION_KINDS = ['rental', 'out_of_service'] as const

/**
 * The one source of truth for availability: units of a gear item kept at a pickup location over
 * the half-open day range [start_date, end_date). A quote holds units until `expires_at`; a
 * booking confirms them; a cancelled booking or dropped quote releases them. A same-day rental
 * keeps its day: end_date is the day after (see occupiedDays in the shared rental rules), and a
 * rental keeps its units for its category's turnaround days after it too (keptDays).
 *
 * kind 'out_of_service': one unit (`unit_id`) out of service over [start_date, end_date), always
 * 'confirmed' while it stands; end_date null while open-ended. A rental may name its unit once
 * the desk hands one over.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: generatedId(),
    gearId: uuid('gear_id')
      .notNull()
      .references(() => gear.id, { onDelete: 'restrict' }),
    locationCode: text('location_code')
      .notNull()
      .references(() => pickupLocations.code, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
    kind: text('kind', { enum: RESERVATION_KINDS }).notNull().default('rental'),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: OUT_OF_SERVICE_REASONS }),
    expiresAt: instant('expires_at'),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reservations_quantity_check', sql`${table.quantity} > 0`),
    check('reservations_dates_check', sql`${table.endDate} > ${table.startDate}`),
    check('reservations_status_check', sql`${table.status} in ('held', 'confirmed', 'released')`),
    check('reservations_kind_check', sql`${table.kind} in ('rental', 'out_of_service')`),
    check(
      'reservations_kind_fields_check',
      sql`(${table.kind} = 'rental' and ${table.endDate} is not null and ${table.reason} is null)
        or (${table.kind} = 'out_of_service' and ${table.unitId} is not null
          and ${table.quantity} = 1 and ${table.status} <> 'held'
          and ${table.reason} in ('cleaning', 'repair', 'lost', 'retired'))`,
    ),
    check(
      'reservations_hold_expiry_check',
      sql`${table.status} <> 'held' or ${table.expiresAt} is not null`,
    ),
    // The availability query: reservations still keeping units whose days overlap a period.
    index('reservations_period_idx')
      .using('gist', sql`daterange(${table.startDate}, ${table.endDate})`)
      .where(sql`${table.status} in ('held', 'confirmed')`),
    index('reservations_quote_idx')
      .on(table.quoteId)
      .where(sql`${table.quoteId} is not null`),
    index('reservations_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    index('reservations_unit_idx')
      .on(table.unitId)
      .where(sql`${table.unitId} is not null`),
  ],
)

/** Long-rental discounts: the best tier whose minimum the rental reaches applies per day. */
export const discountTiers = pgTable(
  'discount_tiers',
  {
    minDays: integer('min_days').primaryKey(),
    percentOff: integer('percent_off').notNull(),
    labels: jsonb('labels').$type<LocalizedText>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('discount_tiers_min_days_check', sql`${table.minDays} > 1`),
    check('discount_tiers_percent_check', sql`${table.percentOff} between 1 and 90`),
  ],
)

/** A constant list as SQL: ('a', 'b'), for check constraints. */
const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`)

export const FEE_BASES = ['per_item', 'per_item_per_day', 'per_rental'] as const

/** Fees added to a rental (VAT included), for every location or one. */
export const fees = pgTable(
  'fees',
  {
    code: text('code').primaryKey(),
    type: text('type', { enum: FEE_TYPES }).notNull(),
    descriptions: jsonb('descriptions').$type<LocalizedText>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    basis: text('basis', { enum: FEE_BASES }).notNull(),
    /** Only at this location; every location when null. */
    locationCode: text('location_code').references(() => pickupLocations.code, {
      onDelete: 'cascade',
    }),
    /** Charged only when the traveller chooses it (the damage waiver). */
    optional: boolean('optional').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (table) => [
    check('fees_amount_check', sql`${table.amountCents} >= 0`),
    check(
      'fees_basis_check',
      sql`${table.basis} in ('per_item', 'per_item_per_day', 'per_rental')`,
    ),
    check('fees_type_check', sql`${table.type} in ${sqlList(FEE_TYPES)}`),
  ],
)

/** VAT by country, in basis points (2100 = 21 %); prices already include it. */
export const taxRates = pgTable('tax_rates', {
  country: text('country').primaryKey(),
  rateBasisPoints: integer('rate_basis_points').notNull(),
  labels: jsonb('labels').$type<LocalizedText>().notNull(),
})

/**
 * Blog articles for travelling families, in English and Spanish. Bodies are a small Markdown
 * subset, turned into structured blocks before they leave the server (never into HTML).
 */
export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    summaries: jsonb('summaries').$type<LocalizedText>().notNull(),
    bodies: jsonb('bodies').$type<LocalizedText>().notNull(),
    image: text('image'),
    publishedOn: date('published_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('articles_id_check', sql`${table.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('articles_published_idx').on(table.publishedOn),
  ],
)

/** The legal notice, privacy and cookie policy, one document per language. */
export const legalPages = pgTable(
  'legal_pages',
  {
    locale: text('locale', { enum: SUPPORTED_LANGUAGES }).primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    effectiveOn: date('effective_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('legal_pages_locale_check', sql`${table.locale} in ('en', 'es')`)],
)

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
 * for a delivery zone (null for a collection point).
 */
const contactColumns = () => ({
  phone: text('phone').notNull(),
  inboundFlight: text('inbound_flight'),
  outboundFlight: text('outbound_flight'),
  notes: text('notes'),
  deliveryAddress: jsonb('delivery_address').$type<DeliveryAddress>(),
})

/** A stored delivery address is an object (its fields are checked before it is written). */
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
    index('bookings_user_idx').on(table.userId, table.startDate),
    index('bookings_jobs_idx').on(table.status, table.paymentStatus, table.startDate),
    index('bookings_location_start_idx').on(table.pickupLocationCode, table.startDate),
    index('bookings_location_end_idx').on(table.pickupLocationCode, table.endDate),
  ],
)

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

/**
 * Promo codes admins create at the desk (docs/product.md, Promo codes). `uses` counts the
 * bookings holding a use now; a booking takes one under this row's lock and gives it back when
 * cancelled before pickup.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: generatedId(),
    /** Upper case: codes compare without regard to case. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    /** Percent off (1-100) or cents off. */
    amount: integer('amount').notNull(),
    validFrom: instant('valid_from').notNull(),
    /** Open-ended when null. */
    validUntil: instant('valid_until'),
    /** The gear categories it discounts; all gear when null. */
    categories: jsonb('categories').$type<GearCategory[]>(),
    minRentalDays: integer('min_rental_days').notNull().default(1),
    /** No limit when null. */
    totalUses: integer('total_uses'),
    /** No limit when null. */
    perTraveller: integer('per_traveller'),
    uses: integer('uses').notNull().default(0),
    /** False while paused. */
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('promo_codes_code_check', sql`${table.code} ~ '^[A-Z0-9-]{3,32}$'`),
    check('promo_codes_kind_check', sql`${table.kind} in ('percent', 'fixed')`),
    check(
      'promo_codes_amount_check',
      sql`${table.amount} > 0 and (${table.kind} <> 'percent' or ${table.amount} <= 100)`,
    ),
    check(
      'promo_codes_validity_check',
      sql`${table.validUntil} is null or ${table.validUntil} > ${table.validFrom}`,
    ),
    check('promo_codes_min_days_check', sql`${table.minRentalDays} >= 1`),
    check(
      'promo_codes_limits_check',
      sql`(${table.totalUses} is null or ${table.totalUses} >= 1) and (${table.perTraveller} is null or ${table.perTraveller} >= 1)`,
    ),
    check(
      'promo_codes_uses_check',
      sql`${table.uses} >= 0 and (${table.totalUses} is null or ${table.uses} <= ${table.totalUses})`,
    ),
  ],
)

/**
 * A booking's use of a promo code: one per booking, counted for the per-traveller limit until
 * `released_at` (the booking was cancelled before pickup). The booking's applied discount itself
 * is in booking_discounts.
 */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: generatedId(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'restrict' }),
    bookingId: ownerBookingId().unique(),
    userId: ownerId(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    releasedAt: instant('released_at'),
  },
  (table) => [
    check('promo_redemptions_amount_check', sql`${table.amountCents} >= 0`),
    index('promo_redemptions_traveller_idx')
      .on(table.promoCodeId, table.userId)
      .where(sql`${table.releasedAt} is null`),
  ],
)

export const PAYMENT_ATTEMPT_STATUSES = ['opening', 'open', 'closing', 'expired', 'paid'] as const

/**
 * One attempt to take a booking's payment: a hosted checkout at the provider. An attempt is
 * recorded ('opening') before the provider is asked, so its id is the provider call's
 * idempotency key; a booking has at most one live attempt ('opening' or 'open') at a time.
 * 'closing': no longer accepted (expired by our clock, or its booking ended), the provider is
 * still to say whether it was paid. 'paid': the provider took the money; whether the booking
 * keeps it (at most one kept payment per booking) or it is refunded in full shows in `kept`.
 */
export const payments = pgTable(
  'payments',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').unique(),
    paymentIntentId: text('payment_intent_id'),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('opening'),
    /** What the booking asked for. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** What the provider took, once paid. */
    receivedCents: integer('received_cents'),
    receivedCurrency: text('received_currency'),
    /** Whether the booking counts this payment as its own (null until paid). */
    kept: boolean('kept'),
    url: text('url'),
    expiresAt: instant('expires_at'),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_booking_idx').on(table.bookingId),
    uniqueIndex('payments_live_attempt_idx')
      .on(table.bookingId)
      .where(sql`${table.status} in ('opening', 'open')`),
    uniqueIndex('payments_kept_idx')
      .on(table.bookingId)
      .where(sql`${table.kept}`),
    check(
      'payments_status_check',
      sql`${table.status} in ('opening', 'open', 'closing', 'expired', 'paid')`,
    ),
  ],
)

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
export const REFUND_REASONS = ['cancellation', 'extra_payment', 'staff', 'deposit'] as const

/**
 * Money given back for one payment: the refund of a cancelled paid booking's rental (at most one
 * per booking), the full refund of a payment the booking does not keep (at most one per
 * payment), a refund an admin made at the desk (all or part of the rental left; several per
 * booking, each once per idempotency key), or a charged deposit given back (at most one per
 * booking: all of it, or what a claim did not keep).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REFUND_REASONS }).notNull().default('cancellation'),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').unique(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    failureReason: text('failure_reason'),
    /** A staff refund: the admin who made it, and why (the traveller reads it). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('refunds_reason_check', sql`${table.reason} in ${sqlList(REFUND_REASONS)}`),
    check('refunds_amount_check', sql`${table.amountCents} > 0`),
    uniqueIndex('refunds_cancellation_idx')
      .on(table.bookingId)
      .where(sql`${table.reason} = 'cancellation'`),
    uniqueIndex('refunds_deposit_idx')
      .on(table.bookingId)
      .where(sql`${table.reason} = 'deposit'`),
    uniqueIndex('refunds_extra_payment_idx')
      .on(table.paymentId)
      .where(sql`${table.reason} = 'extra_payment'`),
    index('refunds_pending_idx')
      .on(table.status)
      .where(sql`${table.providerRefundId} is null`),
  ],
)

/** Provider events already handled: a webhook delivered again is acknowledged and ignored. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  receivedAt: instant('received_at').notNull().defaultNow(),
})

/**
 * A request's Idempotency-Key and the answer it got, so a retry gets the same one: booking a
 * quote (the traveller's key) and the desk's cancellations and refunds (the admin's key).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
)

/** The built-in sandbox payment provider's own records (what a real provider keeps). */
export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  /** One checkout per key: a retried or concurrent create answers the same checkout. */
  idempotencyKey: text('idempotency_key').notNull().unique(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid'] })
    .notNull()
    .default('unpaid'),
  /** 'payment' charges the amount; 'hold' only authorises it (a deposit hold, captured later). */
  mode: text('mode', { enum: ['payment', 'hold'] })
    .notNull()
    .default('payment'),
  /** The card paid with is kept for later holds (Stripe's setup_future_usage: off_session). */
  saveCard: boolean('save_card').notNull().default(false),
  /** The card it was paid with, once paid. */
  paymentMethodId: text('payment_method_id'),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
})

/** Cards the sandbox's hosted page was paid with; one kind declines every later hold. */
export const sandboxCards = pgTable('sandbox_cards', {
  id: text('id').primaryKey(),
  declinesHolds: boolean('declines_holds').notNull().default(false),
  createdAt: createdAt(),
})

/**
 * The sandbox's authorisations (a PaymentIntent with manual capture, as Stripe's): held until
 * `expires_at`, then lapsed; captured once (part or all, the rest released), or cancelled.
 */
export const sandboxHolds = pgTable('sandbox_holds', {
  id: text('id').primaryKey(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', {
    enum: ['requires_payment_method', 'requires_capture', 'succeeded', 'canceled'],
  }).notNull(),
  capturedCents: integer('captured_cents').notNull().default(0),
  /** Why it was cancelled: released by us ('requested_by_customer') or lapsed ('automatic'). */
  cancellationReason: text('cancellation_reason'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  expiresAt: instant('expires_at').notNull(),
  createdAt: createdAt(),
})

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: text('id').primaryKey(),
  paymentIntentId: text('payment_intent_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
})

/**
 * A traveller's bug report for support staff: the recorded actions and the state they start
 * from, kept as the JSON strings Redux DevTools imports, with the description and context.
 */
export const supportReports = pgTable(
  'support_reports',
  {
    id: generatedId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    payload: text('payload').notNull(),
    preloadedState: text('preloaded_state').notNull(),
    appVersion: text('app_version').notNull(),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    route: text('route').notNull(),
    recordedAt: instant('recorded_at').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('support_reports_language_check', sql`${table.language} in ('en', 'es')`),
    index('support_reports_created_idx').on(table.createdAt),
  ],
)

/**
 * The audit log: every staff action, written in the transaction of the change it records (who,
 * when, what, the booking, unit or account, before and after). Append-only: a trigger refuses
 * UPDATE and DELETE, so not even a bug in the API can edit or remove a row.
 */
export const staffActions = pgTable(
  'staff_actions',
  {
    id: generatedId(),
    at: instant('at').notNull().defaultNow(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    action: text('action').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    targetUserId: uuid('target_user_id').references(() => users.id, { onDelete: 'restrict' }),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('staff_actions_at_idx').on(table.at, table.id),
    index('staff_actions_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    index('staff_actions_unit_idx')
      .on(table.unitId)
      .where(sql`${table.unitId} is not null`),
    index('staff_actions_actor_idx').on(table.actorId, table.at),
  ],
)

/**
 * Which unit went out with which booking at the desk (check-out), and how it came back
 * (check-in). A unit is out with one booking at a time: the partial unique index on unit_id
 * while returned_at is null refuses a second handover, even from a racing transaction.
 */
export const bookingUnits = pgTable(
  'booking_units',
  {
    bookingId: ownerBookingId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    handedOutAt: instant('handed_out_at').notNull(),
    handedOutBy: uuid('handed_out_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    outCondition: text('out_condition'),
    returnedAt: instant('returned_at'),
    returnedBy: uuid('returned_by').references(() => users.id, { onDelete: 'restrict' }),
    returnOutcome: text('return_outcome', { enum: RETURN_OUTCOMES }),
    returnNote: text('return_note'),
  },
  (table) => [
    primaryKey({ columns: [table.bookingId, table.unitId] }),
    uniqueIndex('booking_units_out_idx')
      .on(table.unitId)
      .where(sql`${table.returnedAt} is null`),
    check(
      'booking_units_return_check',
      sql`(${table.returnedAt} is null and ${table.returnOutcome} is null)
        or (${table.returnedAt} is not null
          and ${table.returnOutcome} in ('fine', 'cleaning', 'repair', 'missing'))`,
    ),
  ],
)

/** Raw bytes in PostgreSQL. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
})

export const FILE_STORAGES = ['database', 's3'] as const

/**
 * Files the product keeps (claim photos; later PDFs): their bytes in `data` (the default, so
 * any process can serve them) or in S3-compatible object storage under `id` when configured.
 * A file uploaded and never attached to anything is removed after a day.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: generatedId(),
    purpose: text('purpose', { enum: ['claim_photo'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storage: text('storage', { enum: FILE_STORAGES }).notNull(),
    data: bytea('data'),
    /** Who uploaded it. */
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** When something started using it (a claim); null while only uploaded. */
    attachedAt: instant('attached_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('stored_files_storage_check', sql`${table.storage} in ('database', 's3')`),
    check(
      'stored_files_data_check',
      sql`(${table.storage} = 'database') = (${table.data} is not null)`,
    ),
    index('stored_files_unattached_idx')
      .on(table.createdAt)
      .where(sql`${table.attachedAt} is null`),
  ],
)

/**
 * A booking's refundable deposit (docs/money.md): its mode, its state, and how much of it was
 * claimed and released. Hold mode: authorised on the saved card from `hold_from` (deposit_holds);
 * charge mode: paid with the rental, given back by a 'deposit' refund. Once settled, claimed plus
 * released is the deposit.
 */
export const deposits = pgTable(
  'deposits',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: DEPOSIT_MODES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: DEPOSIT_STATUSES }).notNull().default('awaiting'),
    /** Hold mode: when the first hold is placed (pickup less the lead time). */
    holdFrom: instant('hold_from'),
    /** Hold mode: the card the rental was paid with, kept for the holds. */
    paymentMethodId: text('payment_method_id'),
    customerId: text('customer_id'),
    /** The last hold was declined: the family was sent a link to place it themselves. */
    holdDeclinedAt: instant('hold_declined_at'),
    /** The hosted page the family opened from that link to place the hold with a card. */
    holdCheckoutId: text('hold_checkout_id'),
    claimedCents: integer('claimed_cents').notNull().default(0),
    releasedCents: integer('released_cents').notNull().default(0),
    /** Claims made at check-in wait for an admin's decision; the family may dispute until then. */
    disputeUntil: instant('dispute_until'),
    decidedAt: instant('decided_at'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'restrict' }),
    /** When its fate was decided (released, or the claim decided). */
    settledAt: instant('settled_at'),
    /**
     * When what was released reached the family: the provider released the hold (hold mode) or
     * the deposit refund succeeded (charge mode). They were emailed then.
     */
    moneyBackAt: instant('money_back_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('deposits_mode_check', sql`${table.mode} in ('hold', 'charge')`),
    check('deposits_status_check', sql`${table.status} in ${sqlList(DEPOSIT_STATUSES)}`),
    check(
      'deposits_amounts_check',
      sql`${table.amountCents} >= 0 and ${table.claimedCents} >= 0 and ${table.releasedCents} >= 0
        and ${table.claimedCents} + ${table.releasedCents} <= ${table.amountCents}`,
    ),
    check(
      'deposits_settled_check',
      sql`(${table.status} in ('released', 'partly_claimed', 'claimed'))
        = (${table.claimedCents} + ${table.releasedCents} = ${table.amountCents}
           and ${table.settledAt} is not null)`,
    ),
    check(
      'deposits_claimed_check',
      sql`(${table.status} = 'released' and ${table.claimedCents} = 0)
        or (${table.status} = 'partly_claimed' and ${table.claimedCents} > 0
            and ${table.releasedCents} > 0)
        or (${table.status} = 'claimed' and ${table.releasedCents} = 0)
        or (${table.status} in ('awaiting', 'held', 'charged') and ${table.claimedCents} = 0
            and ${table.releasedCents} = 0)`,
    ),
    check(
      'deposits_mode_status_check',
      sql`not (${table.mode} = 'hold' and ${table.status} = 'charged')
        and not (${table.mode} = 'charge' and ${table.status} = 'held')`,
    ),
    index('deposits_hold_due_idx')
      .on(table.holdFrom)
      .where(sql`${table.status} = 'awaiting' and ${table.mode} = 'hold'`),
    index('deposits_open_idx')
      .on(table.status)
      .where(sql`${table.status} in ('held', 'charged')`),
  ],
)

export const DEPOSIT_HOLD_STATUSES = [
  'held',
  'declined',
  'released',
  'captured',
  'expired',
] as const

/**
 * One authorisation of a deposit at the provider (hold mode): placed, renewed by a new one
 * before it lapses, then released or captured (part or all; the rest is released with it).
 */
export const depositHolds = pgTable(
  'deposit_holds',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    provider: text('provider').notNull(),
    /** The provider's authorisation (pi_…); null when it was declined before one existed. */
    providerHoldId: text('provider_hold_id').unique(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: DEPOSIT_HOLD_STATUSES }).notNull(),
    expiresAt: instant('expires_at'),
    capturedCents: integer('captured_cents').notNull().default(0),
    declineReason: text('decline_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('deposit_holds_status_check', sql`${table.status} in ${sqlList(DEPOSIT_HOLD_STATUSES)}`),
    check('deposit_holds_amount_check', sql`${table.amountCents} > 0`),
    check(
      'deposit_holds_captured_check',
      sql`${table.capturedCents} >= 0 and ${table.capturedCents} <= ${table.amountCents}`,
    ),
    index('deposit_holds_booking_idx').on(table.bookingId),
    index('deposit_holds_held_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'held'`),
  ],
)

export const DEPOSIT_JOB_KINDS = ['place', 'release', 'capture'] as const

/**
 * A provider call that follows a decision already committed (hold mode): place a hold, release
 * one, capture part of one. Written in the decision's transaction, then carried out by the
 * booking clock: claimed with SKIP LOCKED, called with the job's own id as the idempotency key
 * until the provider answers, and marked done in the same transaction, so it happens once
 * after a crash and with several processes (as the mail outbox works).
 */
export const depositJobs = pgTable(
  'deposit_jobs',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    kind: text('kind', { enum: DEPOSIT_JOB_KINDS }).notNull(),
    /** The hold it releases or captures; for 'place', the hold it renews (null for the first). */
    holdId: uuid('hold_id').references(() => depositHolds.id, { onDelete: 'cascade' }),
    /** Cents to hold ('place') or to capture ('capture'). */
    amountCents: integer('amount_cents'),
    /** 'cancelled': a placement the deposit no longer needed (it was settled first). */
    status: text('status', { enum: ['pending', 'done', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    doneAt: instant('done_at'),
    createdAt: createdAt(),
  },
  (table) => [
    check('deposit_jobs_kind_check', sql`${table.kind} in ('place', 'release', 'capture')`),
    check(
      'deposit_jobs_status_check',
      sql`${table.status} in ('pending', 'done', 'failed', 'cancelled')`,
    ),
    check(
      'deposit_jobs_fields_check',
      sql`(${table.kind} = 'place' and ${table.amountCents} > 0)
        or (${table.kind} = 'release' and ${table.holdId} is not null)
        or (${table.kind} = 'capture' and ${table.holdId} is not null and ${table.amountCents} > 0)`,
    ),
    // One release and one capture per hold; one placement in flight per booking.
    uniqueIndex('deposit_jobs_hold_idx')
      .on(table.holdId, table.kind)
      .where(sql`${table.kind} <> 'place'`),
    uniqueIndex('deposit_jobs_placing_idx')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'place' and ${table.status} = 'pending'`),
    index('deposit_jobs_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
)

/**
 * Part of a unit's deposit claimed at check-in (the unit came back damaged, dirty or not at
 * all), at most that unit's share of the deposit. An admin decides the booking's claims once.
 */
export const damageClaims = pgTable(
  'damage_claims',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: CLAIM_REASONS }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('damage_claims_amount_check', sql`${table.amountCents} > 0`),
    check('damage_claims_reason_check', sql`${table.reason} in ${sqlList(CLAIM_REASONS)}`),
    uniqueIndex('damage_claims_unit_idx').on(table.bookingId, table.unitId),
  ],
)

/** The photos of a claim, in the order staff took them. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => damageClaims.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.claimId, table.fileId] })],
)

export const CLAIM_EVENT_KINDS = ['claimed', 'disputed', 'decided'] as const

/**
 * A booking's claim history, oldest first: what staff claimed, what the family answered, and
 * the admin's decision (what was kept and released). Rows are never changed.
 */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    kind: text('kind', { enum: CLAIM_EVENT_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Claimed or kept cents (claimed, decided). */
    amountCents: integer('amount_cents'),
    message: text('message'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    check('claim_events_kind_check', sql`${table.kind} in ('claimed', 'disputed', 'decided')`),
    index('claim_events_booking_idx').on(table.bookingId, table.at),
    // One decision per booking, even from two admins at once.
    uniqueIndex('claim_events_decided_idx')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'decided'`),
  ],
)
