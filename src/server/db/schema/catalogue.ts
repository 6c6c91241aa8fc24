import { sql } from 'drizzle-orm'
import { type AnyPgColumn, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { LocalizedText } from '../../../shared/contract/common'
import { AGE_GROUPS, GEAR_CATEGORIES, LOCATION_TYPES } from '../../../shared/domain/catalogue'
import type { OperatingHours } from '../../../shared/domain/operatingHours'
import type { SeatApproval } from '../../../shared/domain/seatFit'
import { createdAt, generatedId, updatedAt } from './columns'

// Catalogue: pickup locations and delivery zones, the gear and its categories.

export interface TechnicalDetail {
  label: LocalizedText
  value: LocalizedText
}

export interface GearImage {
  url: string
  alt: LocalizedText
}

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
    /** A seat's approval (docs/safety.md, The fit rule): R129 by height, R44 by weight group. */
    seatApproval: jsonb('seat_approval').$type<SeatApproval>(),
    /** A seat's lifetime from its manufacture, by its maker (docs/safety.md, Safety records). */
    lifetimeYears: integer('lifetime_years'),
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
    check(
      'gear_seat_approval_check',
      sql`${table.seatApproval} is null or ${table.category} in ('car_seat', 'booster_seat')`,
    ),
    check('gear_lifetime_check', sql`${table.lifetimeYears} between 1 and 30`),
    index('gear_category_idx').on(table.category, table.ageGroup),
  ],
)

/** Per category: days a returned unit needs before its next pickup (cleaning, checks). */
export const gearCategories = pgTable(
  'gear_categories',
  {
    category: text('category', { enum: GEAR_CATEGORIES }).primaryKey(),
    turnaroundDays: integer('turnaround_days').notNull().default(0),
    /** A unit goes out only while its last inspection is younger than this; null: no rule. */
    inspectionEveryDays: integer('inspection_every_days'),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('gear_categories_turnaround_check', sql`${table.turnaroundDays} between 0 and 60`),
    check('gear_categories_inspection_check', sql`${table.inspectionEveryDays} between 1 and 3650`),
  ],
)
