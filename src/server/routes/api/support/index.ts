import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { IdParams } from '../../../../shared/contract/bookings'
import { ErrorResponse } from '../../../../shared/contract/common'
import {
  SupportReportCreated,
  SupportReportFile,
  SupportReportList,
  SupportReportListQuery,
  SupportReportRequest,
} from '../../../../shared/contract/supportReports'

/** A recording of 200 actions with its state fits well inside this. */
export const SUPPORT_REPORT_BODY_LIMIT = 1024 * 1024

const staffErrors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse }

const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/reports',
    {
      bodyLimit: SUPPORT_REPORT_BODY_LIMIT,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      onRequest: app.identify,
      schema: {
        tags: ['support'],
        summary: 'Send a bug report: the recorded session and a description',
        description:
          'Open to guests; a valid bearer token links the report to the traveller (an invalid ' +
          'one is ignored). `report` is the Redux DevTools import format: `payload` the JSON text ' +
          'of the action array, `preloadedState` the JSON text of the state object (400 ' +
          'INVALID_REPORT otherwise). At most 1 MB (413 PAYLOAD_TOO_LARGE) and 10 reports per ' +
          'address per hour (429).',
        security: [{}, { bearer: [] }],
        body: SupportReportRequest,
        response: {
          201: SupportReportCreated,
          400: ErrorResponse,
          413: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const created = await app.support.createReport({
        request: request.body,
        userId: request.auth?.userId ?? null,
      })
      return reply.status(201).send(created)
    },
  )

  app.get(
    '/reports',
    {
      onRequest: app.authorize('admin'),
      schema: {
        tags: ['support'],
        summary: 'Support reports, newest first (admin)',
        security: [{ bearer: [] }],
        querystring: SupportReportListQuery,
        response: { 200: SupportReportList, ...staffErrors },
      },
    },
    async (request) =>
      app.support.listReports({
        limit: request.query.limit ?? 50,
        offset: request.query.offset ?? 0,
      }),
  )

  app.get(
    '/reports/:id',
    {
      onRequest: app.authorize('admin'),
      schema: {
        tags: ['support'],
        summary: 'Download one report as a file for Redux DevTools (admin)',
        description:
          'Sent as an attachment named `tinytrip-report-<id>.json`; import it in Redux DevTools ' +
          '(the `tinytrip` and `description` keys are ignored there).',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: SupportReportFile, 404: ErrorResponse, ...staffErrors },
      },
    },
    async (request, reply) => {
      const file = await app.support.getReportFile({ id: request.params.id })
      return reply
        .header(
          'content-disposition',
          `attachment; filename="tinytrip-report-${request.params.id}.json"`,
        )
        .send(file)
    },
  )
}

export default supportRoutes
