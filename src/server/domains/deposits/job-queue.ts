import { and, eq, inArray, sql } from 'drizzle-orm'
import { depositJobs } from '../../db/schema'
import type { Tx } from './context'

/**
 * Placements never tried are called off. One already claimed by a worker (being carried out
 * right now, or tried and waiting to be tried again) is left alone: the provider may hold the
 * card for it already, and the claim does not lock its row while the provider is called. When
 * its answer comes it finds the deposit decided and releases what it placed.
 */
export async function callOffPlacements(tx: Tx, bookingId: string) {
  await tx
    .update(depositJobs)
    .set({ status: 'cancelled', doneAt: sql`now()` })
    .where(
      inArray(
        depositJobs.id,
        tx
          .select({ id: depositJobs.id })
          .from(depositJobs)
          .where(
            and(
              eq(depositJobs.bookingId, bookingId),
              eq(depositJobs.kind, 'place'),
              eq(depositJobs.status, 'pending'),
              eq(depositJobs.attempts, 0),
            ),
          )
          .for('update', { skipLocked: true }),
      ),
    )
}

/** A provider call to make once this transaction commits (see deposit_jobs). */
export const queueJob = (
  tx: Tx,
  job: {
    bookingId: string
    kind: 'place' | 'release' | 'capture'
    holdId?: string
    amountCents?: number
    at?: Date
  },
) =>
  tx
    .insert(depositJobs)
    .values({
      bookingId: job.bookingId,
      kind: job.kind,
      holdId: job.holdId ?? null,
      amountCents: job.amountCents ?? null,
      ...(job.at ? { nextAttemptAt: job.at } : {}),
    })
    .onConflictDoNothing()
