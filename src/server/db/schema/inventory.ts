import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core'
import { UNIT_STATUSES } from '../../../shared/contract/desk'
import { gear, pickupLocations } from './catalogue'
import { createdAt, generatedId, instant, updatedAt } from './columns'

// Inventory: the gear stocked at each location and its physical units.

/** Versions of what availability depends on: each change takes the next one (see inventory). */
export const availabilityVersions = pgSequence('inventory_availability_version_seq')

/**
 * A gear item stocked at a pickup location. `stock` is the number of its units not retired,
 * kept in the same transaction as every unit change; every writer that commits units of the
 * item at the location locks this row first.
 */
export const inventory = pgTable(
  'inventory',
  {
    gearId: uuid('gear_id')
      .notNull()
      .references(() => gear.id, { onDelete: 'cascade' }),
    locationCode: text('location_code')
      .notNull()
      .references(() => pickupLocations.code, { onDelete: 'cascade' }),
    stock: integer('stock').notNull(),
    /**
     * Takes the next value of `inventory_availability_version_seq`, by triggers in the same
     * transaction, whenever what the item's availability at the location depends on changes:
     * its reservations, its stock, its category or that category's turnaround. A process may
     * reuse an availability answer only while its location's rows show the same versions.
     */
    availabilityVersion: bigint('availability_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('inventory_availability_version_seq')`),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.gearId, table.locationCode] }),
    check('inventory_stock_check', sql`${table.stock} >= 0`),
    index('inventory_location_idx').on(table.locationCode),
  ],
)

/** One physical unit of a gear item at a location, with its asset tag (unique company-wide). */
export const units = pgTable(
  'units',
  {
    id: generatedId(),
    gearId: uuid('gear_id').notNull(),
    locationCode: text('location_code').notNull(),
    assetTag: text('asset_tag').notNull().unique(),
    conditionNote: text('condition_note').notNull().default(''),
    status: text('status', { enum: UNIT_STATUSES }).notNull().default('in_service'),
    retiredAt: instant('retired_at'),
    /** Its safety record (docs/safety.md): made on, and the first day it may no longer go out. */
    manufacturedOn: date('manufactured_on', { mode: 'string' }),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (table) => [
    foreignKey({
      columns: [table.gearId, table.locationCode],
      foreignColumns: [inventory.gearId, inventory.locationCode],
      name: 'units_inventory_fk',
    }).onDelete('restrict'),
    check('units_status_check', sql`${table.status} in ('in_service', 'retired')`),
    check('units_expiry_check', sql`${table.expiresOn} > ${table.manufacturedOn}`),
    index('units_location_idx').on(table.locationCode, table.gearId),
  ],
)
