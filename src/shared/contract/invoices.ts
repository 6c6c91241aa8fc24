/**
 * A booking's invoices as the family's booking page and the desk's booking card list them
 * (docs/money.md, Invoices), each with the address its PDF is downloaded from.
 */
import { Type, type Static } from 'typebox'
import { INVOICE_KINDS } from '../domain/invoices'

const Uuid = Type.String({ format: 'uuid' })

export const BookingInvoice = Type.Object({
  id: Uuid,
  kind: Type.Enum(INVOICE_KINDS),
  number: Type.String({ description: 'Series and number, as printed: S2027-000012.' }),
  issue_date: Type.String({ description: "YYYY-MM-DD on the location's clock." }),
  total: Type.Integer({ description: 'VAT included, in cents; negative on a corrective one.' }),
  currency: Type.String(),
  corrects: Type.Union([Type.String(), Type.Null()], {
    description: 'The number of the invoice a corrective one (or a difference) refers to.',
  }),
  url: Type.String({
    description:
      'Where its PDF is downloaded without a header (a link): a signed address valid for an ' +
      'hour, for this booking and invoice only.',
  }),
})
export type BookingInvoice = Static<typeof BookingInvoice>

export const BookingInvoiceList = Type.Object({
  invoices: Type.Array(BookingInvoice, { description: 'In the order they were issued.' }),
})
export type BookingInvoiceList = Static<typeof BookingInvoiceList>

export const InvoiceParams = Type.Object({ id: Uuid, invoiceId: Uuid })

export const InvoicePdfQuery = Type.Object({
  token: Type.Optional(
    Type.String({ minLength: 10, maxLength: 512, description: 'From an invoice `url`.' }),
  ),
})
