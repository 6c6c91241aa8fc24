import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { errorResponses } from '../../../../shared/contract/common'
import {
  FlightLinkReport,
  FlightLinkRequest,
  FlightLinkView,
} from '../../../../shared/contract/flights'
import { FLIGHT_REPORT_LIMIT } from '../../../domains/flights'

const errors = errorResponses(400, 404, 409, 410)

/**
 * The "we land late" link of the confirmation and reminder emails: no login, one booking, only
 * its flight and times. The token travels in the body, never in a URL or a log.
 */
const flightLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/view',
    {
      schema: {
        tags: ['flights'],
        summary: 'The flight and times a "we land late" link is for',
        description:
          'The start date, pickup time, inbound flight, its scheduled arrival, the latest news ' +
          'and the arrival now expected; nothing else of the booking. 400 INVALID_LINK, 410 ' +
          'LINK_EXPIRED once the gear is due back.',
        body: FlightLinkRequest,
        response: { 200: FlightLinkView, ...errors },
      },
    },
    async (request) => app.flights.linkView({ token: request.body.token }),
  )

  app.post(
    '/report',
    {
      config: FLIGHT_REPORT_LIMIT,
      schema: {
        tags: ['flights'],
        summary: 'Tell the desk the flight lands late, or is cancelled',
        description:
          '`delayed` with the new arrival (the pickup day or the day after; 400 INVALID_ARRIVAL ' +
          'otherwise) or without one, or `cancelled`. The desk sees it at once and the family ' +
          'gets an email that the gear will wait. 409 FLIGHT_NEWS_CLOSED once handed over or ' +
          'ended, or for a delivery. 429 RATE_LIMITED after 20 reports from one address in 15 ' +
          'minutes.',
        body: FlightLinkReport,
        response: { 200: FlightLinkView, ...errors, ...errorResponses(429) },
      },
    },
    async (request) => app.flights.reportByLink(request.body),
  )
}

export default flightLinkRoutes
