import type { StockShortage } from '../shared/contract/common'
import { stockMessage } from '../shared/domain/basket'
import type { ErrorCode } from '../shared/domain/errorCodes'

/** An error meant for the client: its status, stable code and message leave the server as is. */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
    /** Sent as Retry-After with 429 and 503 answers. */
    readonly retryAfterSeconds?: number,
    /** More fields of the error body, named in the route's response schema. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message)
  }
}

/**
 * A 400 for rules broken by a request: the first problem's code and message, every problem in
 * `details` at `{source}/{field}`. Nothing when there is no problem.
 */
export function throwFirstProblem<Code extends ErrorCode>(
  problems: readonly { code: Code; field: string }[],
  messages: Record<Code, string>,
  source: 'querystring' | 'body',
) {
  const [first] = problems
  if (!first) return
  throw new AppError(
    400,
    first.code,
    messages[first.code],
    problems.map((problem) => ({
      path: `${source}/${problem.field}`,
      message: messages[problem.code],
    })),
  )
}

/** 409 INSUFFICIENT_STOCK: the first shortage in words, every shortage in numbers. */
export class StockShortageError extends AppError {
  constructor(readonly shortages: StockShortage[]) {
    const [first] = shortages
    super(
      409,
      'INSUFFICIENT_STOCK',
      first ? stockMessage(first.requested, first.available) : 'Not enough stock available.',
      shortages.map(({ gear_id, requested, available }) => ({
        path: `body/gear_ids/${gear_id}`,
        message: stockMessage(requested, available),
      })),
    )
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message)
export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message)
export const unauthorized = (
  code: 'AUTH_REQUIRED' | 'TOKEN_EXPIRED' | 'TOKEN_INVALID' | 'INVALID_CREDENTIALS',
  message: string,
) => new AppError(401, code, message)
export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message)
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'RATE_LIMITED',
    `Too many attempts. Please try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`,
    undefined,
    retryAfterSeconds,
  )
