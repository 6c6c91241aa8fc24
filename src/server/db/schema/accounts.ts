import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { ROLES } from '../../../shared/domain/constants'
import { SUPPORTED_LANGUAGES } from '../../../shared/domain/languages'
import { createdAt, generatedId, instant, updatedAt } from './columns'

// Accounts: travellers and staff, their email tokens, sessions and sign-in throttling.

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
    /** When the family deleted the account: the row stays, emptied (docs/privacy.md). */
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ('admin', 'moderator', 'user')`),
    check('users_language_check', sql`${table.languagePreference} in ('en', 'es')`),
  ],
)

/** The traveller a row belongs to: it goes when the account goes. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' })

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
 * A child a family lists on its account, to pick the seat that fits (docs/safety.md). Every
 * field optional; measures kept in whole tenths (millimetres, hectograms).
 */
export const childProfiles = pgTable(
  'child_profiles',
  {
    id: generatedId(),
    userId: ownerId(),
    name: text('name'),
    /** YYYY-MM: a month, never a day of birth. */
    birthMonth: text('birth_month'),
    heightMm: integer('height_mm'),
    weightHg: integer('weight_hg'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'child_profiles_birth_month_check',
      sql`${table.birthMonth} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`,
    ),
    check('child_profiles_height_check', sql`${table.heightMm} between 300 and 1900`),
    check('child_profiles_weight_check', sql`${table.weightHg} between 10 and 1000`),
    index('child_profiles_user_idx').on(table.userId, table.createdAt),
  ],
)
