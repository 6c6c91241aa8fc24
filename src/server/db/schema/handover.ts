import { sql } from 'drizzle-orm'
import { check, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { RETURN_OUTCOMES } from '../../../shared/contract/desk-handover'
import { users } from './accounts'
import { ownerBookingId } from './bookings'
import { instant } from './columns'
import { units } from './inventory'

// The desk's handovers: which unit went out with which booking, and how it came back.

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
    // The reports read each unit's handovers of a period.
    index('booking_units_unit_idx').on(table.unitId, table.handedOutAt),
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
