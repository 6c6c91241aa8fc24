import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { CLAIM_REASONS } from '../../../shared/domain/deposits'
import { users } from './accounts'
import { ownerBookingId } from './bookings'
import { createdAt, generatedId, instant, sqlList } from './columns'
import { storedFiles } from './files'
import { units } from './inventory'

// Deposit claims: what staff claim at check-in, its photos, and the claim's history.

/**
 * Part of a unit's deposit claimed at check-in (the unit came back damaged, dirty or not at
 * all), at most that unit's share of the deposit. An admin decides the booking's claims once.
 */
export const damageClaims = pgTable(
  'damage_claims',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason', { enum: CLAIM_REASONS }).notNull(),
    note: text('note'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
  },
  (table) => [
    check('damage_claims_amount_check', sql`${table.amountCents} > 0`),
    check('damage_claims_reason_check', sql`${table.reason} in ${sqlList(CLAIM_REASONS)}`),
    uniqueIndex('damage_claims_unit_idx').on(table.bookingId, table.unitId),
  ],
)

/** The photos of a claim, in the order staff took them. */
export const claimPhotos = pgTable(
  'claim_photos',
  {
    claimId: uuid('claim_id')
      .notNull()
      .references(() => damageClaims.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (table) => [primaryKey({ columns: [table.claimId, table.fileId] })],
)

export const CLAIM_EVENT_KINDS = ['claimed', 'disputed', 'decided'] as const

/**
 * A booking's claim history, oldest first: what staff claimed, what the family answered, and
 * the admin's decision (what was kept and released). Rows are never changed.
 */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: generatedId(),
    bookingId: ownerBookingId(),
    kind: text('kind', { enum: CLAIM_EVENT_KINDS }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Claimed or kept cents (claimed, decided). */
    amountCents: integer('amount_cents'),
    message: text('message'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    check('claim_events_kind_check', sql`${table.kind} in ('claimed', 'disputed', 'decided')`),
    index('claim_events_booking_idx').on(table.bookingId, table.at),
    // One decision per booking, even from two admins at once.
    uniqueIndex('claim_events_decided_idx')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'decided'`),
  ],
)
