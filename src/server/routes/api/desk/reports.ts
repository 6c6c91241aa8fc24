import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses, LanguageQuery } from '../../../../shared/contract/common'
import { Report, ReportParams, ReportQuery } from '../../../../shared/contract/reports'
import { MAX_REPORT_DAYS } from '../../../../shared/domain/reports'

const errors = errorResponses(400, 401, 403, 404)
const Query = Type.Object({ ...ReportQuery.properties, lang: LanguageQuery })

const PERIOD_RULES =
  "Days on the location's clock, from `from` to `to` included, at most " +
  `${MAX_REPORT_DAYS}: 400 REPORT_PERIOD_INVALID for a date not on the calendar or an end ` +
  'before the start, REPORT_PERIOD_TOO_LONG past that; 404 for an unknown location.'

/** A location's reports of a period (admin), at /api/desk/reports (docs/money.md, Reports). */
const reportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authorize('admin'))

  app.get(
    '/:report',
    {
      schema: {
        tags: ['desk'],
        summary: "One report of a location's period: its rows and totals (admin)",
        description:
          `${PERIOD_RULES} Rental money is the ledger's rental kept of the bookings with a ` +
          'line in the period (the Money screen of the same days), shared among items by ' +
          'their subtotals and among the units checked out for them by days.',
        security: [{ bearer: [] }],
        params: ReportParams,
        querystring: Query,
        response: { 200: Report, ...errors },
      },
    },
    async (request) => app.ledger.report({ name: request.params.report, query: request.query }),
  )

  app.get(
    '/:report/csv',
    {
      schema: {
        tags: ['desk'],
        summary: "A report's table as CSV (admin)",
        description: `${PERIOD_RULES} RFC 4180, amounts with two decimals; sent as an attachment.`,
        security: [{ bearer: [] }],
        params: ReportParams,
        querystring: Query,
        response: { 200: Type.Unknown({ description: 'text/csv' }), ...errors },
      },
    },
    async (request, reply) => {
      const { filename, text } = await app.ledger.reportCsv({
        name: request.params.report,
        query: request.query,
      })
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(text)
    },
  )
}

export default reportRoutes
