import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import { Child, ChildInput, ChildList, ChildParams } from '../../../../shared/contract/children'
import { ErrorResponse } from '../../../../shared/contract/common'

const security = [{ bearer: [] }]
const tags = ['accounts']
const refusals = { 401: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse }

/**
 * The children a family lists on its account (`/api/users/children`): only their own, 404 for a
 * child of another account. Answers are never cached.
 */
const childRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store')
  })

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The children on the signed-in family’s account',
        response: { 200: ChildList, 401: ErrorResponse },
      },
    },
    async (request) => ({
      children: await app.accounts.listChildren({ userId: request.auth!.userId }),
    }),
  )

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Add a child (every field optional; 409 CHILD_LIMIT_REACHED past 8)',
        body: ChildInput,
        response: { 201: Child, 400: ErrorResponse, 409: ErrorResponse, ...refusals },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.accounts.addChild({ userId: request.auth!.userId, child: request.body })),
  )

  app.put(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Replace a child’s details',
        params: ChildParams,
        body: ChildInput,
        response: { 200: Child, 400: ErrorResponse, ...refusals },
      },
    },
    async (request) =>
      app.accounts.updateChild({
        userId: request.auth!.userId,
        childId: request.params.id,
        child: request.body,
      }),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Take a child off the account',
        params: ChildParams,
        response: { 204: { type: 'null', description: 'Removed; no body.' }, ...refusals },
      },
    },
    async (request, reply) => {
      await app.accounts.removeChild({ userId: request.auth!.userId, childId: request.params.id })
      return (reply as FastifyReply).code(204).send()
    },
  )
}

export default childRoutes
