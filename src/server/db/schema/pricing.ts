import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { LocalizedText } from '../../../shared/contract/common'
import { FEE_TYPES } from '../../../shared/domain/constants'
import { pickupLocations } from './catalogue'
import { sqlList } from './columns'

// Pricing: long-rental discounts, fees and VAT.

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
