import type { ErrorCode } from '../shared/domain/errorCodes'

/** An error meant for the client: its status, stable code and message leave the server as is. */
export class AppError extends Error {
  override name = 'AppError'
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message)
  }
}

export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message)
export const badRequest = (code: ErrorCode, message: string) => new AppError(400, code, message)
