import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { BookingQuery, IdParams } from '../../../../shared/contract/bookings'
import { errorResponses } from '../../../../shared/contract/common'
import { WaitlistEntries, WaitlistEntry, WaitlistJoin } from '../../../../shared/contract/waitlist'
import { requestLanguage } from '../../../request-language'

const errors = errorResponses(400, 401, 403, 404, 409, 422)

/** The signed-in family's waitlist (docs/product.md, Waitlist). */
const waitlistRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.authenticate)

  app.post(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Ask to be told when an item short for your dates frees up',
        description:
          'Only for an item short for the rental (409 WAITLIST_NOT_SHORT when the units are ' +
          'free: book them instead), at a desk (422 WAITLIST_NOT_FOR_DELIVERY for a delivery ' +
          'zone), once per item, location and dates (409 WAITLIST_ALREADY_JOINED); the rental ' +
          'period rules as for pricing. When units free up, the first family in line gets an ' +
          'email in the language of this request and a quote holding what is free, up to ' +
          '`units`, for 2 hours.',
        security: [{ bearer: [] }],
        querystring: BookingQuery,
        body: WaitlistJoin,
        response: { 201: WaitlistEntry, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await app.bookings.joinWaitlist({
        userId: request.auth!.userId,
        join: request.body,
        language: requestLanguage(request),
      })
      return reply.status(201).send(entry)
    },
  )

  app.get(
    '/',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Your waitlist entries, newest first',
        security: [{ bearer: [] }],
        response: { 200: WaitlistEntries, ...errors },
      },
    },
    async (request) => app.bookings.listWaitlist({ userId: request.auth!.userId }),
  )

  app.delete(
    '/:id',
    {
      schema: {
        tags: ['bookings'],
        summary: 'Leave the waitlist',
        description:
          'A held offer is released for the next family. 404 for an entry that is not yours; ' +
          '409 WAITLIST_CLOSED once booked, left or expired.',
        security: [{ bearer: [] }],
        params: IdParams,
        response: { 200: WaitlistEntry, ...errors },
      },
    },
    async (request) =>
      app.bookings.leaveWaitlist({ userId: request.auth!.userId, id: request.params.id }),
  )
}

export default waitlistRoutes
