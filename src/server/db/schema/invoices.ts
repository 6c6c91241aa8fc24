import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import {
  INVOICE_KINDS,
  INVOICE_LINE_KINDS,
  type VatBreakdown,
} from '../../../shared/domain/invoices'
import type { BillingDetails } from '../../../shared/domain/billing'
import { bookings } from './bookings'
import { generatedId, instant, sqlList } from './columns'

// Invoices: the records of the rental money (and the receipts of damage kept from deposits),
// numbered without gaps and chained by fingerprints. Issued records are never changed: the
// database refuses UPDATE and DELETE on them (migration 0024).

/**
 * The one chain of the issuer's invoice records: its last fingerprint and length, locked FOR
 * UPDATE by every issue so records join it one at a time. `issuer_tax_id` is the issuer's
 * configuration as the server last started with it; `started_at` is when invoicing began
 * (bookings made before it have no invoices).
 */
export const invoiceChain = pgTable(
  'invoice_chain',
  {
    id: smallint('id').primaryKey().default(1),
    issuerTaxId: text('issuer_tax_id').notNull(),
    length: bigint('length', { mode: 'number' }).notNull().default(0),
    lastFingerprint: text('last_fingerprint'),
    startedAt: instant('started_at').notNull().defaultNow(),
  },
  (table) => [check('invoice_chain_one_row_check', sql`${table.id} = 1`)],
)

/**
 * The last number given in each series (one per kind and year), locked while a number is taken,
 * and the issue date it was given on: a number is never given on an earlier date than the one
 * before it (the numbering update refuses it), so a series' numbers follow its dates.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
    lastIssueDate: date('last_issue_date', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
)

/**
 * One issued record: a simplified or full invoice, a corrective one (negative amounts,
 * `corrects` the booking's original), or a damage receipt (outside VAT). Amounts in cents, VAT
 * included, signed.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: generatedId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    /** The series' name, `<prefix><year>` (S2027, F2027, R2027, D2027). */
    series: text('series').notNull(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: instant('issued_at').notNull().defaultNow(),
    /** The issue date on the location's clock. */
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    correctsId: uuid('corrects_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    issuerTaxId: text('issuer_tax_id').notNull(),
    currency: text('currency').notNull(),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    vatBreakdown: jsonb('vat_breakdown').$type<VatBreakdown[]>().notNull(),
    /** Its place in the issuer's chain, from 1. */
    chainPosition: bigint('chain_position', { mode: 'number' }).notNull(),
    fingerprint: text('fingerprint').notNull(),
    previousFingerprint: text('previous_fingerprint'),
    /** Who it is issued to: the booking's billing details when it was issued; null for none. */
    recipient: jsonb('recipient').$type<BillingDetails>(),
  },
  (table) => [
    uniqueIndex('invoices_series_number_idx').on(table.kind, table.year, table.number),
    uniqueIndex('invoices_chain_position_idx').on(table.chainPosition),
    index('invoices_booking_idx').on(table.bookingId),
    // The ledger reads a period's records, and their bookings from the index alone.
    index('invoices_issued_at_idx').on(table.issuedAt, table.bookingId),
    check('invoices_kind_check', sql`${table.kind} in ${sqlList(INVOICE_KINDS)}`),
    check('invoices_number_check', sql`${table.number} > 0`),
    check(
      'invoices_sign_check',
      sql`(${table.kind} = 'corrective' and ${table.totalCents} < 0 and ${table.correctsId} is not null)
        or (${table.kind} <> 'corrective' and ${table.totalCents} > 0)`,
    ),
    check(
      'invoices_full_recipient_check',
      sql`${table.kind} <> 'full' or jsonb_typeof(${table.recipient}) = 'object'`,
    ),
  ],
)

/**
 * A line of an invoice: a rental per item (units, days, price per day after the long-rental
 * discount, the list price and the discount), a fee by type, a promo discount, what the rules
 * kept of a reduction, a refund staff gave, or the damage kept. A corrective's changed line is
 * stated twice: what was invoiced, negative, and what it is now.
 */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: generatedId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: INVOICE_LINE_KINDS }).notNull(),
    /** The gear id, the fee code, the promo code; the kind for the others. */
    code: text('code').notNull(),
    feeType: text('fee_type'),
    quantity: integer('quantity'),
    days: integer('days'),
    pricePerDayCents: integer('price_per_day_cents'),
    listPricePerDayCents: integer('list_price_per_day_cents'),
    discountPercent: integer('discount_percent'),
    amountCents: integer('amount_cents').notNull(),
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
  },
  (table) => [
    uniqueIndex('invoice_lines_position_idx').on(table.invoiceId, table.position),
    check('invoice_lines_kind_check', sql`${table.kind} in ${sqlList(INVOICE_LINE_KINDS)}`),
  ],
)
