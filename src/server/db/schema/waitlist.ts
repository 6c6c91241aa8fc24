import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { SUPPORTED_LANGUAGES } from '../../../shared/domain/languages'
import { WAITLIST_STATUSES } from '../../../shared/domain/waitlist'
import { ownerId } from './accounts'
import { gear, pickupLocations } from './catalogue'
import { quotes } from './bookings'
import { createdAt, generatedId, instant, sqlList, updatedAt } from './columns'

/**
 * A family waiting for an item that was short for their rental (docs/product.md, Waitlist):
 * first come, first served by `created_at`. While `offered`, `quote_id` is the quote holding
 * the units freed for them until `offer_expires_at`.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: generatedId(),
    userId: ownerId(),
    locationCode: text('location_code')
      .notNull()
      .references(() => pickupLocations.code, { onDelete: 'cascade' }),
    gearId: uuid('gear_id')
      .notNull()
      .references(() => gear.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    pickupTime: text('pickup_time').notNull(),
    returnTime: text('return_time').notNull(),
    units: integer('units').notNull(),
    language: text('language', { enum: SUPPORTED_LANGUAGES }).notNull(),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    offerExpiresAt: instant('offer_expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('waitlist_entries_units_check', sql`${table.units} > 0`),
    check('waitlist_entries_status_check', sql`${table.status} in ${sqlList(WAITLIST_STATUSES)}`),
    check('waitlist_entries_language_check', sql`${table.language} in ('en', 'es')`),
    check(
      'waitlist_entries_offer_check',
      sql`${table.status} <> 'offered' or (${table.quoteId} is not null and ${table.offerExpiresAt} is not null)`,
    ),
    // One place in line per family, item, location and dates.
    uniqueIndex('waitlist_entries_one_per_rental_idx')
      .on(table.userId, table.gearId, table.locationCode, table.startDate, table.endDate)
      .where(sql`${table.status} in ('waiting', 'offered')`),
    // The offer pass: the line of each item and rental, oldest first.
    index('waitlist_entries_line_idx')
      .on(table.locationCode, table.gearId, table.startDate, table.endDate, table.createdAt)
      .where(sql`${table.status} = 'waiting'`),
    index('waitlist_entries_user_idx').on(table.userId),
    index('waitlist_entries_quote_idx')
      .on(table.quoteId)
      .where(sql`${table.quoteId} is not null`),
  ],
)
