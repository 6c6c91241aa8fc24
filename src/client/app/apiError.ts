import type { SerializedError } from '@reduxjs/toolkit'
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { ErrorResponse } from '../../shared/contract/common'

export type ApiError = FetchBaseQueryError | SerializedError | undefined

/**
 * The stable code of a failed call, for `errors:codes.<code>`: the server's own code, NETWORK
 * when the server could not be reached, TIMEOUT after the 10 s limit, otherwise INTERNAL_ERROR.
 */
export function apiErrorCode(error: ApiError): string | null {
  if (!error) return null
  if ('status' in error) {
    if (typeof error.status === 'number') {
      const code = (error.data as Partial<ErrorResponse> | undefined)?.code
      return typeof code === 'string' ? code : 'INTERNAL_ERROR'
    }
    if (error.status === 'FETCH_ERROR') return 'NETWORK'
    if (error.status === 'TIMEOUT_ERROR') return 'TIMEOUT'
  }
  return 'INTERNAL_ERROR'
}

export const apiErrorStatus = (error: ApiError): number | null =>
  error && 'status' in error && typeof error.status === 'number' ? error.status : null
