import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorResponse } from '../../shared/contract/common'
import { AppError } from '../errors'
import { toResponse } from './error-response'

/** What pg-pool throws when no connection came free within its connection timeout. */
const POOL_EXHAUSTED = 'timeout exceeded when trying to connect'
const BUSY_RETRY_AFTER_SECONDS = 2

/** Every database connection stayed busy: an overload to wait out, not a fault (503). */
function busyDatabase(error: unknown): AppError | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause.message === POOL_EXHAUSTED) {
      return new AppError(
        503,
        'SERVICE_BUSY',
        'We are very busy right now. Please try again in a moment.',
        undefined,
        BUSY_RETRY_AFTER_SECONDS,
      )
    }
  }
  return null
}

function send(reply: FastifyReply, body: Omit<ErrorResponse, 'success'>) {
  return reply
    .status(body.statusCode)
    .type('application/json; charset=utf-8')
    .send({ success: false, ...body })
}

/**
 * Errors the router meets before any route runs (an address that is not valid percent-encoding,
 * a path part over the length limit): the same shape as every other error. Pass as Fastify's
 * `frameworkErrors` option.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toResponse(error, request)
  request.log.info({ code: body.code }, body.message)
  return send(reply, body)
}

/** One JSON error shape for every failure, and a JSON 404 for unknown API routes. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((thrown: FastifyError, request, reply) => {
      const busy = busyDatabase(thrown)
      if (busy) request.log.warn('every database connection is busy')
      const error = busy ?? thrown
      const body = toResponse(error as FastifyError, request)
      if (error instanceof AppError && error.retryAfterSeconds !== undefined) {
        reply.header('retry-after', String(Math.ceil(error.retryAfterSeconds)))
      }
      if (body.statusCode < 500) request.log.info({ code: body.code }, body.message)
      return send(reply, body)
    })
    app.decorate('sendRouteNotFound', (request: FastifyRequest, reply: FastifyReply) =>
      send(reply, {
        statusCode: 404,
        code: 'ROUTE_NOT_FOUND',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      }),
    )
  },
  { name: 'errors' },
)

declare module 'fastify' {
  interface FastifyInstance {
    sendRouteNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply
  }
}
