import { randomUUID } from 'node:crypto'
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawRequestDefaultExpression,
} from 'fastify'
import type { AppConfig } from './config'
import { serializeError } from './error-log'

/** Query parameters whose values are secrets or personal data and never reach the logs. */
const SENSITIVE_QUERY_KEYS = new Set([
  'code',
  'token',
  'access_token',
  'refresh_token',
  'email',
  'to',
  'phone',
  'passport_number',
  'password',
  'session_id',
  // The desk's booking lookup: part of a name, an email or a phone.
  'q',
])

/**
 * Values that are personal data whatever their parameter is called: emails, phone numbers.
 * Both checks run in linear time: a query string is attacker-controlled, and a backtracking
 * pattern over a long one would stall the server while it logs.
 */
const EMAIL_TOKEN = /^[^@]+@[^@]+\.[^@]+$/
const hasEmail = (value: string) =>
  value.includes('@') && value.split(/\s+/).some((token) => EMAIL_TOKEN.test(token))
/** Digits joined by spaces, dots, dashes or brackets: 9 or more, or 7 or more after a `+`. */
const PHONE_LIKE = /\+\d{7}|\d{9}/
const hasPhoneNumber = (value: string) => PHONE_LIKE.test(value.replace(/[\s().-]/g, ''))

const isSensitive = (key: string, value: string) =>
  SENSITIVE_QUERY_KEYS.has(key.toLowerCase()) || hasEmail(value) || hasPhoneNumber(value)

export function redactUrl(url: string): string {
  const start = url.indexOf('?')
  if (start === -1) return url
  const params = new URLSearchParams(url.slice(start + 1))
  for (const [key, value] of [...params.entries()]) {
    if (isSensitive(key, value)) params.set(key, '[redacted]')
  }
  return `${url.slice(0, start)}?${params.toString()}`
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** Reuses a well-formed X-Request-Id from a proxy, otherwise makes one. */
export function requestId(request: RawRequestDefaultExpression): string {
  const incoming = request.headers['x-request-id']
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
}

export function loggerOptions(
  config: AppConfig,
  stream?: NodeJS.WritableStream,
): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    // A database error is logged by its SQL state and names, never the query's values.
    serializers: { err: serializeError },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.new_password',
        '*.access_token',
        '*.refresh_token',
        '*.token',
        // Personal data, should a body or a row ever be logged: the delivery address, the billing
        // details.
        '*.delivery_address',
        '*.deliveryAddress',
        '*.billing_details',
        '*.billingDetails',
      ],
      censor: '[redacted]',
    },
  }
}

/**
 * One structured line per request when it ends: request id, method, redacted URL, route
 * pattern, status and duration. 5xx at error level, everything else at info.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'request_id' })
  }

  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      route: request.routeOptions.url ?? null,
      status: reply.statusCode,
      duration_ms: Math.round(reply.elapsedTime * 100) / 100,
    }
    if (error || reply.statusCode >= 500) reply.log.error({ ...line, err: error }, 'request failed')
    else reply.log.info(line, 'request completed')
  }
}
