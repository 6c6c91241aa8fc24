import { asc, eq } from 'drizzle-orm'
import { invoices } from '../../db/schema'
import type { Db, InvoiceContext, InvoiceRow } from './context'
import { verifyChain, type ChainCheck } from './verify'

/** A booking's invoice records, in the order they were issued. */
export const bookingInvoices = (ctx: { db: Db }, { bookingId }: { bookingId: string }) =>
  ctx.db
    .select()
    .from(invoices)
    .where(eq(invoices.bookingId, bookingId))
    .orderBy(asc(invoices.chainPosition))

/** The invoice records: what a booking was issued, and the chain's check. */
export interface InvoiceService {
  /** A booking's invoice records, in the order they were issued. */
  ofBooking(args: { bookingId: string }): Promise<InvoiceRow[]>
  /** Walks the chain and names its first broken link (see verifyChain). */
  verify(): Promise<ChainCheck>
}

export function createInvoiceService(ctx: InvoiceContext): InvoiceService {
  return {
    ofBooking: (args) => bookingInvoices(ctx, args),
    verify: () => verifyChain(ctx.db),
  }
}
