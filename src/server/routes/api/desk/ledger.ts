import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { errorResponses } from '../../../../shared/contract/common'
import { Ledger, LedgerQuery } from '../../../../shared/contract/ledger'
import type { LedgerExport } from '../../../domains/ledger'

const errors = errorResponses(400, 401, 403, 404)

const CSV_EXPORTS: { path: string; what: LedgerExport; summary: string }[] = [
  { path: '/lines.csv', what: 'lines', summary: 'The ledger lines of a period as CSV (admin)' },
  { path: '/invoices.csv', what: 'invoices', summary: 'The invoices of a period as CSV (admin)' },
]

/** The money of a location's day or month (admin), at /api/desk/ledger. */
const ledgerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authorize('admin'))

  app.get(
    '/',
    {
      schema: {
        tags: ['desk'],
        summary: "A location's money of a day or a month (admin)",
        description:
          "Days on the location's clock. Up to 500 lines from `offset`, oldest first, and the " +
          'balances of the bookings with a line in the period: rental kept against invoices, ' +
          'deposits taken against claimed, released and still held, corrections taken against ' +
          'refunded; each booking where one fails is in `mismatches`. 400 without exactly one ' +
          'of date and month; 404 for an unknown location.',
        security: [{ bearer: [] }],
        querystring: LedgerQuery,
        response: { 200: Ledger, ...errors },
      },
    },
    async (request) => app.ledger.read({ query: request.query }),
  )

  for (const { path, what, summary } of CSV_EXPORTS) {
    app.get(
      path,
      {
        schema: {
          tags: ['desk'],
          summary,
          description:
            "A day, a month or a year on the location's clock, streamed as it is read; sent " +
            'as an attachment. Amounts with two decimals, money given back negative.',
          security: [{ bearer: [] }],
          querystring: LedgerQuery,
          response: { 200: Type.Unknown({ description: 'text/csv' }), ...errors },
        },
      },
      async (request, reply) => {
        const { filename, stream } = await app.ledger.csv({ query: request.query, what })
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${filename}"`)
          .send(stream)
      },
    )
  }
}

export default ledgerRoutes
