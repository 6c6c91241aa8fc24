import { sql } from 'drizzle-orm'
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import type { LocalizedText } from '../../shared/contract/common'
import type { OperatingHours } from '../../shared/domain/operatingHours'

export interface TechnicalDetail {
  label: LocalizedText
  value: LocalizedText
}

export interface GearImage {
  url: string
  alt: LocalizedText
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()

export const pickupLocations = pgTable(
  'pickup_locations',
  {
    code: text('code').primaryKey(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    type: text('type', { enum: ['collection', 'delivery'] }).notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    timeZone: text('time_zone').notNull(),
    operatingHours: jsonb('operating_hours').$type<OperatingHours>().notNull(),
    closedDays: jsonb('closed_days').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('pickup_locations_type_check', sql`${table.type} in ('collection', 'delivery')`),
  ],
)

export const gear = pgTable(
  'gear',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    category: text('category', {
      enum: ['car_seat', 'booster_seat', 'stroller', 'travel_cot', 'high_chair'],
    }).notNull(),
    ageGroup: text('age_group', { enum: ['infant', 'toddler', 'child'] }).notNull(),
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

/** How many units of a gear item a pickup location holds. */
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
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.gearId, table.locationCode] }),
    check('inventory_stock_check', sql`${table.stock} >= 0`),
    index('inventory_location_idx').on(table.locationCode),
  ],
)

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
    locale: text('locale', { enum: ['en', 'es'] }).primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    effectiveOn: date('effective_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('legal_pages_locale_check', sql`${table.locale} in ('en', 'es')`)],
)
