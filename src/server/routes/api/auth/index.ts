import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import {
  AuthResponse,
  LoginRequest,
  LogoutRequest,
  RefreshRequest,
  RefreshResponse,
} from '../../../../shared/contract/accounts'
import { ErrorResponse } from '../../../../shared/contract/common'
import { bearerClaims } from '../../../plugins/auth'
import passwordResetRoutes from './password-reset'
import { errors, perAddress } from './route-settings'

/** Signing in and out, refreshing a session, and account recovery, under /api/auth. */
const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      config: perAddress(30, '15 minutes'),
      schema: {
        tags: ['accounts'],
        summary: 'Log in with email and password',
        description:
          'Wrong email or password: 401 INVALID_CREDENTIALS, whichever was wrong. Five failures ' +
          'for one account from one address: 429 with Retry-After (other addresses are unaffected). ' +
          'Account not activated: 403 ACCOUNT_NOT_ACTIVATED (a new link is emailed).',
        body: LoginRequest,
        response: { 200: AuthResponse, 403: ErrorResponse, ...errors },
      },
    },
    async (request) =>
      app.accounts.logIn({
        email: request.body.email,
        password: request.body.password,
        clientAddress: request.ip,
      }),
  )

  app.post(
    '/refresh',
    {
      config: perAddress(60, '1 minute'),
      schema: {
        tags: ['accounts'],
        summary: 'Exchange a refresh token for new tokens (rotation)',
        description:
          'The presented refresh token is spent. Presenting a spent token again revokes its ' +
          'whole session (401).',
        body: RefreshRequest,
        response: { 200: RefreshResponse, ...errors },
      },
    },
    async (request) => app.accounts.refreshSession({ refreshToken: request.body.refresh_token }),
  )

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the session of the bearer token and/or refresh token',
        body: LogoutRequest,
        response: { 204: { type: 'null', description: 'Signed out; no body.' }, ...errors },
      },
    },
    async (request, reply) => {
      const access = await bearerClaims(app.tokens, request).catch(() => null)
      await app.accounts.logOut({
        sessionId: access?.sessionId,
        refreshToken: request.body?.refresh_token,
      })
      return (reply as FastifyReply).code(204).send()
    },
  )

  await app.register(passwordResetRoutes)
}

export default authRoutes
