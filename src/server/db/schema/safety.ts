import { sql } from 'drizzle-orm'
import { check, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { INCIDENT_KINDS, type ChecklistItem } from '../../../shared/domain/unitSafety'
import { users } from './accounts'
import { bookings } from './bookings'
import { generatedId, instant } from './columns'
import { units } from './inventory'

// Safety records of units (docs/safety.md): inspections and incidents, never changed once
// written (a trigger refuses it).

/** An inspection and cleaning of a unit: who, when, what was checked. */
export const unitInspections = pgTable(
  'unit_inspections',
  {
    id: generatedId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    inspectedAt: instant('inspected_at').notNull(),
    inspectedBy: uuid('inspected_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull(),
    /** The booking whose check-in it was part of, if any. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    note: text('note'),
  },
  (table) => [index('unit_inspections_unit_idx').on(table.unitId, table.inspectedAt)],
)

/** A crash or damage reported of a unit; a crash retires a seat for good. */
export const unitIncidents = pgTable(
  'unit_incidents',
  {
    id: generatedId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INCIDENT_KINDS }).notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    reportedAt: instant('reported_at').notNull(),
    reportedBy: uuid('reported_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    note: text('note').notNull(),
  },
  (table) => [
    check('unit_incidents_kind_check', sql`${table.kind} in ('crash', 'damage')`),
    index('unit_incidents_unit_idx').on(table.unitId, table.occurredOn),
  ],
)
