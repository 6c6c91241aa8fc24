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
export { invoiceQrUrl } from './pdf/qr'
export { invoiceAttachments, invoiceRecord } from './attachments'

/** Stands for the issuer's tax id where none is configured (development, tests, staging). */
export const PLACEHOLDER_ISSUER_TAX_ID = 'B00000000'
/** Stand for the issuer's name and address on PDFs where none are configured. */
export const PLACEHOLDER_ISSUER = {
  name: 'TinyTrip (test site)',
  address: 'Calle de Ejemplo 1, 41001 Sevilla, España',
}

/**
 * Invoices, as `app.invoices`: the records of the rental money and the receipts of damage kept,
 * issued by the payments and deposits domains in the transactions that move the money
 * (`issueRentalInvoices`, `issueDamageReceipt`), numbered and chained here. At start, the
 * chain takes the issuer's tax id from the configuration. The outbox renders the PDFs of the
 * invoices its emails attach when it sends them.
 */
export const invoicesPlugin = fp(
  async (
    app: FastifyInstance,
    {
      config,
    }: {
      config: Pick<AppConfig, 'invoiceIssuerTaxId' | 'invoiceIssuerName' | 'invoiceIssuerAddress'>
    },
  ) => {
    await app.db
      .update(invoiceChain)
      .set({ issuerTaxId: config.invoiceIssuerTaxId ?? PLACEHOLDER_ISSUER_TAX_ID })
      .where(eq(invoiceChain.id, 1))
    const service = createInvoiceService({
      db: app.db,
      links: app.links,
      now: () => app.clock.now(),
      issuer: {
        name: config.invoiceIssuerName ?? PLACEHOLDER_ISSUER.name,
        address: config.invoiceIssuerAddress ?? PLACEHOLDER_ISSUER.address,
      },
    })
    app.decorate('invoices', service)
    app.mail.renderInvoicesWith(({ tx, invoiceId }) => service.renderPdf({ tx, invoiceId }))
  },
  { name: 'invoices', dependencies: ['database', 'clock', 'signed-links', 'mail'] },
)

declare module 'fastify' {
  interface FastifyInstance {
    invoices: InvoiceService
  }
}
