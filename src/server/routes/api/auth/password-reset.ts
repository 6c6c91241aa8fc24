import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  MessageResponse,
  PasswordReset,
  PasswordResetRequest,
} from '../../../../shared/contract/accounts'
import { RESET_REQUEST_MESSAGE } from '../../../domains/accounts'
import { errors, perAddress } from './route-settings'

/** Account recovery: a reset link by email, then a new password with its token. */
const passwordResetRoutes: FastifyPluginAsyncTypebox = async (app) => {
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

export default passwordResetRoutes
