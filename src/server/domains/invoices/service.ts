import { asc, eq } from 'drizzle-orm'
import type { BillingDetailsInput } from '../../../shared/contract/billing'
import { invoices } from '../../db/schema'
import { giveBillingDetails } from './billing-details'
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
  /** The owner's billing details for a booking's full invoice (see giveBillingDetails). */
  giveBillingDetails(args: {
    userId: string
    bookingId: string
    details: BillingDetailsInput
  }): Promise<InvoiceRow[]>
}

export function createInvoiceService(ctx: InvoiceContext): InvoiceService {
  return {
    ofBooking: (args) => bookingInvoices(ctx, args),
    verify: () => verifyChain(ctx.db),
    giveBillingDetails: (args) => giveBillingDetails(ctx, args),
  }
}
