import type { Db, Tx } from '../../db/client'
import type { invoiceLines, invoices } from '../../db/schema'

export type { Db, Tx }
/** Something that can read rows: the database or a transaction on it. */
export type Reader = Pick<Db, 'select'>
export type InvoiceRow = typeof invoices.$inferSelect
export type InvoiceLineRow = typeof invoiceLines.$inferSelect

/** A line to issue: what `invoice_lines` keeps, less the ids. */
export type DraftLine = Omit<typeof invoiceLines.$inferInsert, 'id' | 'invoiceId' | 'position'>

/** What the invoice services are given by their plugin. */
export interface InvoiceContext {
  db: Db
}
