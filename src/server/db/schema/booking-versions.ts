import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { BookingTerms } from '../../../shared/contract/bookingChanges'
import { BOOKING_VERSION_STATUSES, CHANGE_ACTORS } from '../../../shared/domain/bookingChanges'
import { users } from './accounts'
import { ownerBookingId } from './bookings'
import { createdAt, generatedId, sqlList } from './columns'

// Booking versions: every change of a booking, what it changed, who made it and its money.

/**
 * One change of a booking (docs/money.md, Changes), numbered from 1 per booking: its terms
 * before and after, who made it, the price before and after, and its difference. What the
 * difference came to: owed until its checkout is paid (`awaiting_payment`, then `paid`), or for a
 * reduction `refund_cents` given back and `retained_cents` kept by the cancellation rules. The
 * money invariant reads these two numbers and the owed difference.
 */
export const bookingVersions = pgTable(
  'booking_versions',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    number: integer('number').notNull(),
    actorId: uuid('actor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    actor: text('actor', { enum: CHANGE_ACTORS }).notNull(),
    before: jsonb('before').$type<BookingTerms>().notNull(),
    after: jsonb('after').$type<BookingTerms>().notNull(),
    totalBeforeCents: integer('total_before_cents').notNull(),
    totalAfterCents: integer('total_after_cents').notNull(),
    /** What the checkout asks, after less before: the rental, and the deposit when charged. */
    differenceCents: integer('difference_cents').notNull(),
    refundCents: integer('refund_cents').notNull().default(0),
    retainedCents: integer('retained_cents').notNull().default(0),
    status: text('status', { enum: BOOKING_VERSION_STATUSES }).notNull(),
    /** Staff refunded a reduction within 24 hours of pickup, and why. */
    overrideReason: text('override_reason'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('booking_versions_number_idx').on(table.bookingId, table.number),
    uniqueIndex('booking_versions_awaiting_idx')
      .on(table.bookingId)
      .where(sql`${table.status} = 'awaiting_payment'`),
    check(
      'booking_versions_status_check',
      sql`${table.status} in ${sqlList(BOOKING_VERSION_STATUSES)}`,
    ),
    check('booking_versions_actor_check', sql`${table.actor} in ${sqlList(CHANGE_ACTORS)}`),
    check(
      'booking_versions_money_check',
      sql`${table.refundCents} >= 0 and ${table.retainedCents} >= 0
        and (${table.status} <> 'awaiting_payment' or ${table.differenceCents} > 0)`,
    ),
  ],
)
