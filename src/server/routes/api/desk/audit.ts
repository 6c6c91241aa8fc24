import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import { AuditPage, AuditQuery } from '../../../../shared/contract/desk-bookings'

/** The audit log of staff actions (admin): read only, there is no route that edits it. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authorize('admin'),
      schema: {
        tags: ['desk'],
        summary: 'Staff actions, newest first, filtered (admin)',
        description:
          'Filter by booking, unit, staff member (`actor_id`) or UTC day; `next_cursor` for ' +
          'the next page. Rows are append-only: the database refuses to change or delete them.',
        security: [{ bearer: [] }],
        querystring: AuditQuery,
        response: { 200: AuditPage, 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse },
      },
    },
    async (request) =>
      app.audit.list({
        bookingId: request.query.booking_id,
        unitId: request.query.unit_id,
        actorId: request.query.actor_id,
        day: request.query.day,
        limit: request.query.limit ?? 50,
        cursor: request.query.cursor,
      }),
  )
}

export default auditRoutes
