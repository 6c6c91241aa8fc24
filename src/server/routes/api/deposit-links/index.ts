import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { CheckoutSession } from '../../../../shared/contract/bookings'
import { errorResponses } from '../../../../shared/contract/common'
import { DepositLinkRequest, DepositLinkView } from '../../../../shared/contract/deposits'

const errors = errorResponses(400, 404, 409, 410)

/**
 * The deposit link emailed when a card refused the hold: it works without a login, for one
 * booking and this purpose only. The token travels in the body, never in a URL or a log.
 */
const depositLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/view',
    {
      schema: {
        tags: ['deposits'],
        summary: 'What a deposit link is for',
        description:
          "The booking's reference, the deposit and whether a hold is needed now (a hold the " +
          'family just placed on the provider page is recorded first). 400 INVALID_LINK for a ' +
          'token altered or for something else, 410 LINK_EXPIRED after the return date.',
        body: DepositLinkRequest,
        response: { 200: DepositLinkView, ...errors },
      },
    },
    async (request) => app.deposits.linkStatus({ token: request.body.token }),
  )

  app.post(
    '/checkout',
    {
      schema: {
        tags: ['deposits'],
        summary: "Open the provider's page to place the deposit hold",
        description:
          'A hold (authorised, not charged) of the deposit on a card the family chooses, kept for ' +
          'renewals. 409 DEPOSIT_NOT_NEEDED when the deposit is already held or decided.',
        body: DepositLinkRequest,
        response: { 200: CheckoutSession, ...errors },
      },
    },
    async (request) =>
      app.deposits.openHoldCheckout({
        token: request.body.token,
        openedAt: {
          origin: request.headers.origin,
          host: request.headers.host,
          protocol: request.protocol,
        },
      }),
  )
}

export default depositLinkRoutes
