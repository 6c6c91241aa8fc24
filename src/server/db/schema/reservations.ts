import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { UNIT_PERIOD_REASONS } from '../../../shared/contract/desk'
import { bookings, quotes } from './bookings'
import { gear, pickupLocations } from './catalogue'
import { createdAt, generatedId, instant, updatedAt } from './columns'
import { units } from './inventory'

// Reservations: the units each quote, booking or out-of-service period keeps, day by day.

export const RESERVATION_STATUSES = ['held', 'confirmed', 'released'] as const
export const RESERVATION_KINDS = ['rental', 'out_of_service'] as const

/**
 * The one source of truth for availability: units of a gear item kept at a pickup location over
 * the half-open day range [start_date, end_date). A quote holds units until `expires_at`; a
 * booking confirms them; a cancelled booking or dropped quote releases them. A same-day rental
 * keeps its day: end_date is the day after (see occupiedDays in the shared rental rules), and a
 * rental keeps its units for its category's turnaround days after it too (keptDays).
 *
 * kind 'out_of_service': one unit (`unit_id`) out of service over [start_date, end_date), always
 * 'confirmed' while it stands; end_date null while open-ended. Staff set the periods of the
 * reasons cleaning, repair, lost and retired; the unit's safety record sets those of expired and
 * inspection_due (docs/safety.md, Safety records). One unit's periods never overlap. A rental may name its unit once
 * the desk hands one over.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: generatedId(),
    gearId: uuid('gear_id')
      .notNull()
      .references(() => gear.id, { onDelete: 'restrict' }),
    locationCode: text('location_code')
      .notNull()
      .references(() => pickupLocations.code, { onDelete: 'restrict' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull(),
    kind: text('kind', { enum: RESERVATION_KINDS }).notNull().default('rental'),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'restrict' }),
    reason: text('reason', { enum: UNIT_PERIOD_REASONS }),
    expiresAt: instant('expires_at'),
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('reservations_quantity_check', sql`${table.quantity} > 0`),
    check('reservations_dates_check', sql`${table.endDate} > ${table.startDate}`),
    check('reservations_status_check', sql`${table.status} in ('held', 'confirmed', 'released')`),
    check('reservations_kind_check', sql`${table.kind} in ('rental', 'out_of_service')`),
    check(
      'reservations_kind_fields_check',
      sql`(${table.kind} = 'rental' and ${table.endDate} is not null and ${table.reason} is null)
        or (${table.kind} = 'out_of_service' and ${table.unitId} is not null
          and ${table.quantity} = 1 and ${table.status} <> 'held'
          and ${table.reason} in ('cleaning', 'repair', 'lost', 'retired', 'expired',
            'inspection_due'))`,
    ),
    check(
      'reservations_hold_expiry_check',
      sql`${table.status} <> 'held' or ${table.expiresAt} is not null`,
    ),
    // The availability query: reservations still keeping units whose days overlap a period.
    index('reservations_period_idx')
      .using('gist', sql`daterange(${table.startDate}, ${table.endDate})`)
      .where(sql`${table.status} in ('held', 'confirmed')`),
    // Its live part: what the per-day counts (availability_days) leave to be read as it stands,
    // holds and open-ended periods.
    index('reservations_live_period_idx')
      .using('gist', sql`daterange(${table.startDate}, ${table.endDate})`)
      .where(
        sql`${table.status} = 'held' or (${table.status} = 'confirmed' and ${table.endDate} is null)`,
      ),
    index('reservations_quote_idx')
      .on(table.quoteId)
      .where(sql`${table.quoteId} is not null`),
    index('reservations_booking_idx')
      .on(table.bookingId)
      .where(sql`${table.bookingId} is not null`),
    index('reservations_unit_idx')
      .on(table.unitId)
      .where(sql`${table.unitId} is not null`),
  ],
)
