import type { Booking } from '../../../shared/contract/bookings'
import type { Language } from '../../../shared/domain/languages'
import { claimIdempotencyKey, storeIdempotentAnswer } from '../../db/idempotency'
import type { BookingContext } from './context'
import { book, type BookingAnswer } from './bookings'

/**
 * With an Idempotency-Key, a retried request gets the answer of the first one, even when the
 * retries arrive together: the key is claimed in the same transaction, and a concurrent claim
 * waits for it, then reads the stored answer. The same key for another request is refused.
 */
export async function createBooking(
  ctx: BookingContext,
  args: { userId: string; quoteId: string; idempotencyKey?: string; language: Language },
): Promise<BookingAnswer> {
  const { userId, quoteId, idempotencyKey } = args
  return ctx.db.transaction(async (tx) => {
    const claim = idempotencyKey ? { userId, key: idempotencyKey, request: { quoteId } } : null
    const stored = claim ? await claimIdempotencyKey(tx, claim) : null
    if (stored) {
      return {
        statusCode: (stored.statusCode ?? 200) as BookingAnswer['statusCode'],
        body: stored.response as Booking,
      }
    }
    const answer = await book(ctx, { ...args, tx })
    if (claim) await storeIdempotentAnswer(tx, claim, answer.statusCode, answer.body)
    return answer
  })
}
