import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { AppConfig } from '../../config'
import { invoiceChain } from '../../db/schema'
import { createInvoiceService, type InvoiceService } from './service'

export type { InvoiceService } from './service'
export type { ChainCheck } from './verify'
export { verifyChain } from './verify'
export { issueRentalInvoices } from './rental-invoices'
export { issueDamageReceipt } from './damage-receipts'
export { invoiceFingerprint, invoiceNumber } from './fingerprint'
export { checkedBillingDetails, requireBillingDetails } from './billing-rules'

/** Stands for the issuer's tax id where none is configured (development, tests, staging). */
export const PLACEHOLDER_ISSUER_TAX_ID = 'B00000000'

/**
 * Invoices, as `app.invoices`: the records of the rental money and the receipts of damage kept,
 * issued by the payments and deposits domains in the transactions that move the money
 * (`issueRentalInvoices`, `issueDamageReceipt`), numbered and chained here. At start, the
 * chain takes the issuer's tax id from the configuration.
 */
export const invoicesPlugin = fp(
  async (app: FastifyInstance, { config }: { config: Pick<AppConfig, 'invoiceIssuerTaxId'> }) => {
    await app.db
      .update(invoiceChain)
      .set({ issuerTaxId: config.invoiceIssuerTaxId ?? PLACEHOLDER_ISSUER_TAX_ID })
      .where(eq(invoiceChain.id, 1))
    app.decorate('invoices', createInvoiceService({ db: app.db }))
  },
  { name: 'invoices', dependencies: ['database'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService
  }
}
