import { date, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core'

/**
 * Units of a gear item kept at a location on one day by reservations that are confirmed and
 * have an end: bookings with their turnaround, and out-of-service periods that end. Kept by the
 * reservations' statement triggers in the same transactions that change them (migration
 * 0039_availability_days), so availability reads at most one row per item and day of a period
 * whatever the history; holds (they lapse with time) and open-ended periods are read live from
 * `reservations`. `availability_days_recomputed()` works the rows out from the reservations.
 */
export const availabilityDays = pgTable(
  'availability_days',
  {
    locationCode: text('location_code').notNull(),
    gearId: uuid('gear_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull(),
  },
  (table) => [primaryKey({ columns: [table.locationCode, table.gearId, table.day] })],
)
