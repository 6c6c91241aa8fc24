import { describeApiError } from '../../lib/apiErrors'

export type ResetFailure = 'expired' | 'used' | 'invalid' | 'failed'

/**
 * Error catalogue (docs/product.md): a 400 whose message contains "expired" means the link expired,
 * "used" that it was already used, any other 400 an invalid link; anything else is a failure to
 * reset.
 */
export function resetFailure(error: unknown): ResetFailure {
  const { status } = describeApiError(error)
  if (status !== 400) return 'failed'
  const data = (error as { data?: { message?: unknown } }).data
  const message = typeof data?.message === 'string' ? data.message.toLowerCase() : ''
  if (message.includes('expired')) return 'expired'
  if (message.includes('used')) return 'used'
  return 'invalid'
}
