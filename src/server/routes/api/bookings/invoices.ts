import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams } from '../../../../shared/contract/bookings'
import { errorResponses } from '../../../../shared/contract/common'
import {
  BookingInvoiceList,
  InvoiceParams,
  InvoicePdfQuery,
} from '../../../../shared/contract/invoices'
import { sendPdf } from '../../pdf-reply'

/**
 * A booking's invoices and their PDFs, for the family that booked and for staff; anyone else
 * finds nothing (404). A PDF is also read from the signed address the list gives, since a
 * download link sends no bearer token.
 */
const bookingInvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/invoices',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "A booking's invoices",
        description:
          'Its invoices, corrective invoices and damage receipts in the order they were issued, ' +
          'each with a `url` its PDF is downloaded from for an hour. The family that booked, a ' +
          'moderator or an admin; 404 to anyone else.',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: BookingInvoiceList, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      invoices: await app.invoices.listForBooking({
        viewer: request.auth!,
        bookingId: request.params.id,
      }),
    }),
  )

  app.get(
    '/:id/invoices/:invoiceId.pdf',
    {
      onRequest: app.identify,
      schema: {
        tags: ['bookings'],
        summary: "One of a booking's invoices as a PDF",
        description:
          "In the family's language, with the issuer's details, lines, VAT and the tax agency's " +
          'QR code. With a bearer token: the family that booked or staff. Without one: the ' +
          '`token` of its `url` (400 INVALID_LINK, 410 LINK_EXPIRED). 404 to anyone else and ' +
          'for an invoice of another booking.',
        params: InvoiceParams,
        querystring: InvoicePdfQuery,
        response: {
          200: Type.Unknown({ description: 'The PDF.' }),
          ...errorResponses(400, 404, 410),
        },
      },
    },
    async (request, reply) => {
      const pdf = await app.invoices.download({
        viewer: request.auth,
        token: request.query.token,
        bookingId: request.params.id,
        invoiceId: request.params.invoiceId,
      })
      return sendPdf(reply, pdf)
    },
  )
}

export default bookingInvoiceRoutes
