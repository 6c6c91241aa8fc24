import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { AppError } from '../errors'
import type { Tx } from './client'
import { idempotencyKeys } from './schema'

export interface IdempotencyClaim {
  userId: string
  key: string
  /** What the request asks for: the same key with another request is refused (422). */
  request: unknown
}

const hashOf = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex')

/**
 * Claims an Idempotency-Key in the caller's transaction. A concurrent claim of the same key waits
 * for that transaction (the key is the primary key), then finds the stored answer: null when
 * the key is new (go on and `storeAnswer`), else what the first request answered.
 */
export async function claimIdempotencyKey(
  tx: Tx,
  { userId, key, request }: IdempotencyClaim,
): Promise<{ statusCode: number | null; response: unknown } | null> {
  const requestHash = hashOf(request)
  const [claimed] = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash })
    .onConflictDoNothing()
    .returning()
  if (claimed) return null
  const [stored] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
  if (stored?.requestHash !== requestHash) {
    throw new AppError(
      422,
      'IDEMPOTENCY_KEY_REUSED',
      'This Idempotency-Key was used for another request.',
    )
  }
  return { statusCode: stored.statusCode, response: stored.response }
}

/** Keeps the answer of a claimed key, in the same transaction. */
export async function storeIdempotentAnswer(
  tx: Tx,
  { userId, key }: Pick<IdempotencyClaim, 'userId' | 'key'>,
  statusCode: number,
  response: unknown,
) {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
}
