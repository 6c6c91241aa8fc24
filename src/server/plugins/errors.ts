import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ErrorResponse } from '../../shared/contract/common'
import type { ErrorCode } from '../../shared/domain/errorCodes'
import { AppError, StockShortageError } from '../errors'

/** Fastify's own error codes for bad requests, mapped to ours. */
const FRAMEWORK_CODES: Record<string, { status: number; code: ErrorCode }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_FAILED' },
  FST_ERR_BAD_URL: { status: 400, code: 'BAD_REQUEST' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'BAD_REQUEST' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'BAD_REQUEST' },
}

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

function validationDetails(error: FastifyError): ErrorResponse['details'] {
  return error.validation?.map((issue) => {
    const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty
    const at = `${error.validationContext ?? ''}${issue.instancePath ?? ''}`
    return { path: missing ? `${at}/${missing}` : at, message: issue.message ?? 'is invalid' }
  })
}

function toResponse(error: FastifyError, request: FastifyRequest): Omit<ErrorResponse, 'success'> {
  if (error instanceof StockShortageError) {
    const { statusCode, code, message, details, shortages } = error
    return { statusCode, code, message, details, shortages }
  }
  if (error instanceof AppError) {
    const { statusCode, code, message, details, extra } = error
    return { ...extra, statusCode, code, message, ...(details ? { details } : {}) }
  }
  if (error.validation) {
    return {
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: `Invalid request: ${error.message}`,
      details: validationDetails(error),
    }
  }
  const known = error.code ? FRAMEWORK_CODES[error.code] : undefined
  if (known) return { statusCode: known.status, code: known.code, message: error.message }
  if (error.statusCode === 429) {
    return { statusCode: 429, code: 'RATE_LIMITED', message: error.message }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    return { statusCode: status, code: 'BAD_REQUEST', message: error.message }
  }
  request.log.error({ err: error }, 'unhandled error')
  return {
    statusCode: 500,
    code: 'INTERNAL_ERROR',
    message: 'Something went wrong on our side. Please try again.',
  }
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
