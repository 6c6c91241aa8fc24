import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import {
  ActivationQuery,
  MessageResponse,
  Profile,
  ProfileUpdate,
  SignupRequest,
} from '../../../../shared/contract/accounts'
import { ErrorResponse } from '../../../../shared/contract/common'
import { SIGNUP_MESSAGE } from '../../../domains/accounts'
import childRoutes from './children'
import meRoutes from './me'

/** Accounts; `signupsPerHour` is the configured per-address limit on sign-ups. */
const userRoutes: FastifyPluginAsyncTypebox<{ signupsPerHour: number }> = async (
  app,
  { signupsPerHour },
) => {
  await app.register(childRoutes, { prefix: '/children' })
  await app.register(meRoutes, { prefix: '/me' })

  app.post(
    '/',
    {
      config: { rateLimit: { max: signupsPerHour, timeWindow: '1 hour', acrossProcesses: true } },
      schema: {
        tags: ['accounts'],
        summary: 'Sign up; an activation link is emailed',
        description:
          'The answer is the same whether or not the address already has an account (its ' +
          'owner is emailed instead). Passwords need 8 characters, an uppercase and a ' +
          'lowercase letter, a number and a special character.',
        body: SignupRequest,
        response: { 201: MessageResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      await app.accounts.signUp({ request: request.body })
      return reply.status(201).send({ success: true, message: SIGNUP_MESSAGE })
    },
  )

  app.get(
    '/activate',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Activate an account with the code from its email',
        description: '200 once; 304 when the code was already used; 400 when unknown or expired.',
        querystring: ActivationQuery,
        response: {
          200: MessageResponse,
          304: { type: 'null', description: 'The code was already used; no body.' },
          400: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const outcome = await app.accounts.activate({ code: request.query.code })
      // An empty answer: the typed reply would serialise a JSON null.
      if (outcome === 'already_used') return (reply as FastifyReply).code(304).send()
      return { success: true, message: 'Your account is active. You can log in now.' }
    },
  )

  app.get(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in traveller’s profile',
        security: [{ bearer: [] }],
        response: { 200: Profile, 401: ErrorResponse },
      },
    },
    async (request) => app.accounts.getProfile({ userId: request.auth!.userId }),
  )

  app.patch(
    '/profile',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['accounts'],
        summary: 'Change the signed-in traveller’s profile (not role, email or customer since)',
        security: [{ bearer: [] }],
        body: ProfileUpdate,
        response: { 200: Profile, 400: ErrorResponse, 401: ErrorResponse },
      },
    },
    async (request) =>
      app.accounts.updateProfile({ userId: request.auth!.userId, changes: request.body }),
  )
}

export default userRoutes
