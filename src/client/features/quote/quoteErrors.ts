import { describeApiError } from '../../lib/apiErrors'

/**
 * Error catalogue (docs/product.md): quote update messages: 400 pending only, 403 owner only,
 * otherwise a failure.
 */
export function updateErrorKey(error: unknown) {
  const { status } = describeApiError(error)
  if (status === 400) return 'Errors.updateQuotePending' as const
  if (status === 403) return 'Errors.updateQuoteOwner' as const
  if (status === 401) return 'Errors.authRequired' as const
  return 'Errors.updateQuote' as const
}

/** A quote that would not load: ask for a login, or say it failed. */
export const fetchQuoteErrorKey = (status: number | null) =>
  status === 401 ? ('Errors.authRequired' as const) : ('Errors.fetchQuote' as const)
