import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import type { GearCategory } from '../../../shared/domain/catalogue'
import { PROMO_KINDS } from '../../../shared/domain/promoCodes'
import { ownerId, users } from './accounts'
import { ownerBookingId } from './bookings'
import { createdAt, generatedId, instant, updatedAt } from './columns'

// Promotions: promo codes and the bookings that use them.

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
