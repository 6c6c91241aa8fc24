import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../../../shared/contract/common'
import { WaitlistEntry, WaitlistLeaveLink } from '../../../../shared/contract/waitlist'

const errors = errorResponses(400, 404, 409, 410)

/**
 * The leave link of the waitlist emails: no login, one entry. The token travels in the body,
 * never in a URL or a log.
 */
const waitlistLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/leave',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Leave the waitlist from its email',
        description:
          'A held offer is released for the next family; following the link again answers the ' +
          'same. 400 INVALID_LINK, 410 LINK_EXPIRED once the rental has ended, 409 ' +
          'WAITLIST_CLOSED once booked or expired.',
        body: WaitlistLeaveLink,
        response: { 200: WaitlistEntry, ...errors },
      },
    },
    async (request) => app.bookings.leaveWaitlistByLink({ token: request.body.token }),
  )
}

export default waitlistLinkRoutes
