import type { FastifyRequest } from 'fastify'
import {
  DeskBookingParams,
  DeskIdempotencyHeaders,
  DeskLangQuery,
} from '../../../../shared/contract/desk-bookings'
import { requestLanguage } from '../../../request-language'

const security = [{ bearer: [] }]

/** The schema every admin change of a booking shares: the booking, an Idempotency-Key, `lang`. */
export const bookingChange = {
  security,
  headers: DeskIdempotencyHeaders,
  params: DeskBookingParams,
  querystring: DeskLangQuery,
}

export type ChangeRequest = FastifyRequest & {
  params: { id: string }
  headers: { 'idempotency-key': string }
}

/** Who changes which booking, once per Idempotency-Key, answered in the request's language. */
export const changeOf = (request: ChangeRequest) => ({
  actorId: request.auth!.userId,
  bookingId: request.params.id,
  idempotencyKey: request.headers['idempotency-key'],
  language: requestLanguage(request),
})
