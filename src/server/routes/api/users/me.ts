import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { AccountDeletionRequest, AccountExport } from '../../../../shared/contract/accountData'
import { ErrorResponse } from '../../../../shared/contract/common'

const security = [{ bearer: [] }]
const tags = ['accounts']

/**
 * The signed-in family's own data (`/api/users/me`, docs/privacy.md): its export as one file and
 * the deletion of the account. Answers are never cached.
 */
const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store')
  })

  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'Everything the product holds about the signed-in family, as a JSON file',
        description:
          'Sent as an attachment named `tinytrip-account-<date>.json`: the profile, consents, ' +
          'children, every booking with its money, invoices and agreement, and the emails sent.',
        response: { 200: AccountExport, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      const file = await app.accounts.exportAccount({ userId: request.auth!.userId })
      return reply
        .header(
          'content-disposition',
          `attachment; filename="tinytrip-account-${file.exported_at.slice(0, 10)}.json"`,
        )
        .send(file)
    },
  )

  app.post(
    '/deletion',
    {
      schema: {
        tags,
        security,
        summary: 'Delete the signed-in family’s account, confirmed by its password',
        description:
          'Personal data is emptied at once and every session ends; invoices, the ledger, ' +
          'signed agreements and the audit log are kept (docs/privacy.md). 403 ' +
          'PASSWORD_INCORRECT; 409 ACCOUNT_HAS_OPEN_BOOKINGS (their references in `details`) ' +
          'or STAFF_ACCOUNT_NOT_DELETABLE; 429 after five wrong passwords.',
        body: AccountDeletionRequest,
        response: {
          204: { type: 'null', description: 'Deleted; no body.' },
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          404: ErrorResponse,
          409: ErrorResponse,
          429: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      await app.accounts.deleteAccount({
        userId: request.auth!.userId,
        password: request.body.password,
        clientAddress: request.ip,
      })
      return (reply as FastifyReply).code(204).send()
    },
  )
}

export default meRoutes
