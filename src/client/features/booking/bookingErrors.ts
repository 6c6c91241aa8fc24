import { describeApiError } from '../../lib/apiErrors'

/**
 * Error catalogue (docs/product.md): booking messages: cancellation refused for a reason, or the
 * request failed.
 */
export function cancelErrorKey(error: unknown) {
  const { status, code } = describeApiError(error)
  if (
    code === 'CANCELLATION_WINDOW_CLOSED' ||
    code === 'ALREADY_CANCELLED' ||
    code === 'ALREADY_COMPLETED'
  ) {
    return `Errors.${code}` as const
  }
  if (status === 401) return 'Errors.authRequired' as const
  if (status === 400) return 'Errors.invalid' as const
  return 'Errors.cancel' as const
}

export function fetchErrorKey(status: number | null) {
  if (status === 401) return 'Errors.authRequired' as const
  if (status === 404) return 'Errors.notFound' as const
  return 'Errors.fetch' as const
}

/** Why the family's answer to the claims on its deposit was not taken. */
export function disputeErrorKey(error: unknown) {
  const { status, code } = describeApiError(error)
  if (code === 'NO_CLAIM' || code === 'DISPUTE_CLOSED') return `Errors.${code}` as const
  if (status === 401) return 'Errors.authRequired' as const
  return 'Errors.dispute' as const
}
