import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { bookings } from './bookings'
import { generatedId, instant } from './columns'
import { units } from './inventory'

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
    /** When staff took the action, when the desk sent it later (taken offline); else null. */
    takenAt: instant('taken_at'),
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
