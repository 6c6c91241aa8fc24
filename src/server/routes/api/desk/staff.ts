import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorResponse } from '../../../../shared/contract/common'
import {
  RoleChangeRequest,
  StaffList,
  StaffMember,
} from '../../../../shared/contract/desk-bookings'

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse }

/** Staff members and their roles (admin). */
const staffRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authorize('admin'))

  app.get(
    '/',
    {
      schema: {
        tags: ['desk'],
        summary: 'Admins and moderators (admin)',
        security: [{ bearer: [] }],
        response: { 200: StaffList, ...errors },
      },
    },
    async () => app.desk.staff(),
  )

  app.post(
    '/role',
    {
      schema: {
        tags: ['desk'],
        summary: 'Make an account a moderator, or take it back (admin)',
        description:
          "Audited. Never your own role (409 OWN_ROLE_LOCKED) nor an admin's (409 " +
          'ADMIN_ROLE_LOCKED: admins are made and unmade with the grant-role command). 404 ' +
          "when no account has the email. Takes effect on the account's next request.",
        security: [{ bearer: [] }],
        body: RoleChangeRequest,
        response: { 200: StaffMember, 404: ErrorResponse, 409: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      app.desk.changeRole({
        actorId: request.auth!.userId,
        email: request.body.email,
        role: request.body.role,
      }),
  )
}

export default staffRoutes
