import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { ScanRequest, ScanResult } from '../../../../shared/contract/codes'
import { errorResponses } from '../../../../shared/contract/common'
import { DeskLocationParams } from '../../../../shared/contract/desk'
import { sendPdf } from '../../pdf-reply'

const security = [{ bearer: [] }]

/** What the desk scans (booking codes, asset tags) and the label sheets it prints for units. */
const deskCodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const staff = app.authorize('moderator', 'admin')

  app.post(
    '/scans',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: 'What a scanned or typed code opens at a location (moderator, admin)',
        description:
          "A booking's code (from its QR) answers the booking; an asset tag (e.g. " +
          'SVQ-ZCS123-K-001) answers the unit. The code travels in the body, never in the ' +
          'address. 422 CODE_NOT_OURS (not signed here, altered, or no unit has the tag), 410 ' +
          'CODE_EXPIRED (7 days after the return), 409 CODE_OTHER_LOCATION (the booking or ' +
          'unit is handed over elsewhere), 404 for an unknown location.',
        security,
        body: ScanRequest,
        response: { 200: ScanResult, ...errorResponses(400, 401, 403, 404, 409, 410, 422) },
      },
    },
    (request) => app.desk.scan({ code: request.body.code, locationCode: request.body.location }),
  )

  app.get(
    '/locations/:code/labels.pdf',
    {
      onRequest: staff,
      schema: {
        tags: ['desk'],
        summary: "A location's unit labels as an A4 PDF (moderator, admin)",
        description:
          'Every unit in service at the location, 24 to a page: its asset tag as a QR code and ' +
          'in text. 404 for an unknown location.',
        security,
        params: DeskLocationParams,
        response: {
          200: Type.Unknown({ description: 'The PDF.' }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const bytes = await app.inventory.labelSheet({ locationCode: request.params.code })
      return sendPdf(reply, { filename: `labels-${request.params.code}.pdf`, bytes })
    },
  )
}

export default deskCodeRoutes
