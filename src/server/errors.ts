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
  ) {
    super(message)
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
