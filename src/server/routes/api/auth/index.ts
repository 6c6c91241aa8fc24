import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply } from 'fastify'
import {
  AuthResponse,
  LoginRequest,
  LogoutRequest,
  MessageResponse,
  PasswordReset,
  PasswordResetRequest,
  RefreshRequest,
  RefreshResponse,
} from '../../../../shared/contract/accounts'
import { ErrorResponse } from '../../../../shared/contract/common'
import { RESET_REQUEST_MESSAGE } from '../../../domains/accounts'
import { bearerClaims } from '../../../plugins/auth'

const errors = { 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse }
/** Limits on signing in and on account recovery hold for every server process together. */
const perAddress = (max: number, timeWindow: string) => ({
  rateLimit: { max, timeWindow, acrossProcesses: true },
})

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

  app.post(
    '/request-password-reset',
    {
      config: perAddress(5, '15 minutes'),
      schema: {
        tags: ['accounts'],
        summary: 'Email a password reset link (same answer whether or not the account exists)',
        body: PasswordResetRequest,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await app.accounts.requestPasswordReset({ email: request.body.email })
      return { success: true, message: RESET_REQUEST_MESSAGE }
    },
  )

  app.post(
    '/reset-password',
    {
      config: perAddress(10, '15 minutes'),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with the token from the reset email',
        description:
          '400 RESET_TOKEN_EXPIRED (message contains "expired"), RESET_TOKEN_USED ("used") or ' +
          'RESET_TOKEN_INVALID. Success ends every session of the account.',
        body: PasswordReset,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => {
      await app.accounts.resetPassword({
        token: request.body.token,
        newPassword: request.body.new_password,
      })
      return { success: true, message: 'Your password has been changed. Please log in.' }
    },
  )
}

export default authRoutes
