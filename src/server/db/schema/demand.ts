import { sql } from 'drizzle-orm'
import { check, date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'
import { gear, pickupLocations } from './catalogue'

/**
 * The demand the stock did not meet, per location, item and day (docs/performance.md, Unmet
 * demand): each time a search showed the item with nothing free, or pricing, a quote or a change
 * found fewer units free than asked. `asks_starting` counts the asks whose rental starts that
 * day; `units_short` adds, for each ask whose rental keeps that day, the units it lacked. Who
 * asked is never kept. Each server process counts in memory and adds its counts every few seconds.
 */
export const unmetDemandDays = pgTable(
  'unmet_demand_days',
  {
    locationCode: text('location_code')
      .notNull()
      .references(() => pickupLocations.code, { onDelete: 'cascade' }),
    gearId: uuid('gear_id')
      .notNull()
      .references(() => gear.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    asksStarting: integer('asks_starting').notNull().default(0),
    unitsShort: integer('units_short').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.locationCode, table.gearId, table.day] }),
    check('unmet_demand_days_counts', sql`${table.asksStarting} >= 0 and ${table.unitsShort} >= 0`),
  ],
)
