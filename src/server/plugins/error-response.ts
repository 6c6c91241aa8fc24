import type { FastifyError, FastifyRequest } from 'fastify'
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

function validationDetails(error: FastifyError): ErrorResponse['details'] {
  return error.validation?.map((issue) => {
    const missing = (issue.params as { missingProperty?: string } | undefined)?.missingProperty
    const at = `${error.validationContext ?? ''}${issue.instancePath ?? ''}`
    return { path: missing ? `${at}/${missing}` : at, message: issue.message ?? 'is invalid' }
  })
}

/**
 * The error as the client is told it: ours as thrown, Fastify's and other 4xx mapped to our
 * codes, anything else a 500 that is logged and says nothing of its cause.
 */
export function toResponse(
  error: FastifyError,
  request: FastifyRequest,
): Omit<ErrorResponse, 'success'> {
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
