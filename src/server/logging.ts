import { randomUUID } from 'node:crypto'
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RawRequestDefaultExpression,
} from 'fastify'
import type { AppConfig } from './config'

/** Query parameters whose values are secrets or personal data and never reach the logs. */
const SENSITIVE_QUERY_KEYS = new Set(['code', 'token', 'email', 'phone', 'password', 'session_id'])

export function redactUrl(url: string): string {
  const [pathname, query] = url.split('?', 2)
  if (!query) return url
  const params = new URLSearchParams(query)
  for (const key of [...params.keys()]) {
    if (SENSITIVE_QUERY_KEYS.has(key.toLowerCase())) params.set(key, '[redacted]')
  }
  return `${pathname}?${params.toString()}`
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
