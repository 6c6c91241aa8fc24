import type { FetchBaseQueryError } from '@reduxjs/toolkit/query'
import type { SerializedError } from '@reduxjs/toolkit'
import type { ErrorResponse, StockShortage } from '../../shared/contract/common'

/** The HTTP status and our stable error code of a failed RTK Query call, when there are any. */
export function describeApiError(
  error: FetchBaseQueryError | SerializedError | undefined | unknown,
) {
  if (!error || typeof error !== 'object' || !('status' in error)) {
    return { status: null, code: null }
  }
  const { status } = error as FetchBaseQueryError
  const data = (error as { data?: unknown }).data
  const code =
    data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
      ? data.code
      : null
  return { status: typeof status === 'number' ? status : null, code }
}

/** The first shortage a 409 INSUFFICIENT_STOCK names with its numbers, or null. */
export function stockShortageOf(error: unknown): StockShortage | null {
  const data = (error as { data?: Partial<ErrorResponse> } | null)?.data
  if (data?.code !== 'INSUFFICIENT_STOCK') return null
  return data.shortages?.[0] ?? null
}
