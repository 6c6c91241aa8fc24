import { sql } from 'drizzle-orm'
import { check, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import type { RegistroAlta } from '../../../shared/domain/tax-agency'
import { generatedId, instant, sqlList } from './columns'
import { invoices } from './invoices'

/** What became of a record meant for the tax agency; the sandbox only records, it never sends. */
export const TAX_SUBMISSION_STATUSES = ['recorded_not_sent'] as const

/**
 * The "registro de alta" each invoice record would be sent to the tax agency as (VERI*FACTU),
 * one per invoice, written in the transaction that issues it. Damage receipts have none.
 */
export const taxSubmissions = pgTable(
  'tax_submissions',
  {
    id: generatedId(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    agency: text('agency').notNull(),
    status: text('status', { enum: TAX_SUBMISSION_STATUSES }).notNull(),
    record: jsonb('record').$type<RegistroAlta>().notNull(),
    recordedAt: instant('recorded_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tax_submissions_invoice_idx').on(table.invoiceId),
    check(
      'tax_submissions_status_check',
      sql`${table.status} in ${sqlList(TAX_SUBMISSION_STATUSES)}`,
    ),
  ],
)
