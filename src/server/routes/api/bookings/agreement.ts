import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { IdParams } from '../../../../shared/contract/bookings'
import { errorResponses } from '../../../../shared/contract/common'
import { AgreementLink } from '../../../../shared/contract/desk-handover'
import { InvoicePdfQuery } from '../../../../shared/contract/invoices'
import { sendPdf } from '../../pdf-reply'

/**
 * A booking's rental agreement, signed at check-out, and its PDF: for the family that booked
 * and for staff; anyone else finds nothing (404). The PDF is also read from the signed address
 * the agreement gives, since a download link sends no bearer token.
 */
const bookingAgreementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:id/agreement',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['bookings'],
        summary: "A booking's signed rental agreement",
        description:
          'Who signed it and when, and the `url` its PDF is read from for an hour. The family ' +
          'that booked, a moderator or an admin; 404 to anyone else and while none is signed.',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: AgreementLink, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      app.desk.bookingAgreement({ viewer: request.auth!, bookingId: request.params.id }),
  )

  app.get(
    '/:id/agreement.pdf',
    {
      onRequest: app.identify,
      schema: {
        tags: ['bookings'],
        summary: "A booking's signed rental agreement as a PDF",
        description:
          'The agreement as the family read and signed it: the terms in force, the units with ' +
          'their asset tags and condition, the deposit, the return (or collection) time and ' +
          'place, the signature, the signer, the time and the staff member. With a bearer ' +
          'token: the family that booked or staff. Without one: the `token` of its `url` (400 ' +
          'INVALID_LINK, 410 LINK_EXPIRED); neither: 401. 404 to anyone else and while none is ' +
          'signed.',
        params: IdParams,
        querystring: InvoicePdfQuery,
        response: {
          200: Type.Unknown({ description: 'The PDF.' }),
          ...errorResponses(400, 401, 404, 410),
        },
      },
    },
    async (request, reply) => {
      const pdf = await app.desk.agreementPdf({
        viewer: request.auth,
        token: request.query.token,
        bookingId: request.params.id,
      })
      return sendPdf(reply, pdf)
    },
  )
}

export default bookingAgreementRoutes
