import { sql } from 'drizzle-orm'
import { check, index, pgTable, text, unique } from 'drizzle-orm/pg-core'
import { FLIGHT_SOURCES, FLIGHT_STATUSES } from '../../../shared/domain/flights'
import { ownerBookingId } from './bookings'
import { createdAt, generatedId, instant, sqlList } from './columns'

/**
 * Every piece of news about a booking's inbound flight, as it came (the booking keeps the latest
 * in its flight_* columns). A flight data provider's message id is kept once, so a replayed
 * message changes nothing.
 */
export const flightUpdates = pgTable(
  'flight_updates',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    source: text('source', { enum: FLIGHT_SOURCES }).notNull(),
    status: text('status', { enum: FLIGHT_STATUSES }).notNull(),
    expectedArrivalAt: instant('expected_arrival_at'),
    /** The provider's message id (flight_data only). */
    messageId: text('message_id'),
    createdAt: createdAt(),
  },
  (table) => [
    check('flight_updates_source_check', sql`${table.source} in ${sqlList(FLIGHT_SOURCES)}`),
    check('flight_updates_status_check', sql`${table.status} in ${sqlList(FLIGHT_STATUSES)}`),
    unique('flight_updates_message_booking_key').on(table.messageId, table.bookingId),
    index('flight_updates_booking_idx').on(table.bookingId, table.createdAt),
  ],
)
