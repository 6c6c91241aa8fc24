import { and, eq, sql } from 'drizzle-orm'
import { depositJobs } from '../../db/schema'
import { ProviderRefusedError } from '../payments'
import type { DepositContext } from './context'
import { emailWhenMoneyBack } from './emails'

export type JobRow = typeof depositJobs.$inferSelect

const RETRY_BASE_MS = 30_000
const RETRY_MAX_MS = 30 * 60_000

/**
 * A call that did not get through is tried again later, backing off; one the provider refused
 * for good fails (and shows in the money check and the failed jobs gauge).
 */
export async function recordFailure(
  ctx: DepositContext,
  { job, error }: { job: JobRow; error: unknown },
) {
  const final = error instanceof ProviderRefusedError
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500)
  const wait = Math.min(RETRY_BASE_MS * 2 ** (job.attempts - 1), RETRY_MAX_MS)
  await ctx.db
    .update(depositJobs)
    .set({
      status: final ? 'failed' : 'pending',
      lastError: message,
      nextAttemptAt: new Date(ctx.now().getTime() + wait),
    })
    .where(and(eq(depositJobs.id, job.id), eq(depositJobs.status, 'pending')))
  const log = { deposit_job_id: job.id, kind: job.kind, attempts: job.attempts }
  if (!final) {
    ctx.log.warn(log, 'a deposit job did not get through; trying again later')
    return
  }
  ctx.log.error(log, 'the payment provider refused a deposit job')
  if (job.kind === 'place') {
    // Nothing was placed: a decided deposit that waited for this placement is back already.
    await ctx.db.transaction(async (tx) => {
      const booking = await ctx.bookings.bookingRow({ tx, id: job.bookingId, forUpdate: true })
      if (booking) await emailWhenMoneyBack(ctx, { tx, booking })
    })
  }
}

/** Jobs the provider refused for good (for the operator's gauge). */
export async function failedJobs(ctx: Pick<DepositContext, 'db'>) {
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(depositJobs)
    .where(eq(depositJobs.status, 'failed'))
  return row?.n ?? 0
}
