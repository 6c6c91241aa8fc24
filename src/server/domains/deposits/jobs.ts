import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { depositHolds, depositJobs } from '../../db/schema'
import type { ProviderHold } from '../payments'
import { JOB_LEASE_MS, type DepositContext, type Tx } from './context'
import { emailWhenMoneyBack } from './emails'
import { placementAnswered, savedCardFor } from './holds'
import { recordFailure, type JobRow } from './job-failures'

/**
 * Claims the next due job for JOB_LEASE_MS (SKIP LOCKED: two processes never claim the same
 * one). The provider is called outside any transaction; a process that dies before recording
 * the answer leaves the job to be claimed again after the lease, and the same idempotency key
 * gets the same answer from the provider.
 */
async function claimNext(ctx: DepositContext): Promise<JobRow | null> {
  const now = ctx.now()
  const due = ctx.db
    .select({ id: depositJobs.id })
    .from(depositJobs)
    .where(and(eq(depositJobs.status, 'pending'), lte(depositJobs.nextAttemptAt, now)))
    .orderBy(asc(depositJobs.nextAttemptAt))
    .limit(1)
    .for('update', { skipLocked: true })
  const [job] = await ctx.db
    .update(depositJobs)
    .set({
      attempts: sql`${depositJobs.attempts} + 1`,
      nextAttemptAt: new Date(now.getTime() + JOB_LEASE_MS),
    })
    .where(inArray(depositJobs.id, due))
    .returning()
  return job ?? null
}

/** The job is done: in the transaction that records what the provider answered. */
const markDone = (tx: Tx, { job, now }: { job: JobRow; now: Date }) =>
  tx
    .update(depositJobs)
    .set({ status: 'done', doneAt: now, lastError: null })
    .where(and(eq(depositJobs.id, job.id), eq(depositJobs.status, 'pending')))
    .returning()

/** A hold the provider released or captured: its row follows, then the family may be told. */
async function holdAnswered(
  ctx: DepositContext,
  { job, answer }: { job: JobRow; answer: ProviderHold },
) {
  await ctx.db.transaction(async (tx) => {
    const booking = await ctx.bookings.bookingRow({ tx, id: job.bookingId, forUpdate: true })
    const [done] = await markDone(tx, { job, now: ctx.now() })
    if (!booking || !done) return
    await tx
      .update(depositHolds)
      .set({
        status: answer.status === 'held' ? 'held' : answer.status,
        capturedCents: answer.captured,
        updatedAt: sql`now()`,
      })
      .where(eq(depositHolds.id, job.holdId!))
    await emailWhenMoneyBack(ctx, { tx, booking })
  })
}

async function carryOut(ctx: DepositContext, job: JobRow) {
  if (job.kind === 'place') {
    const { card, currency } = await savedCardFor(ctx, job.bookingId)
    // Without a card kept for later, the family places the hold themselves, as after a refusal.
    const answer = card
      ? await ctx.provider.placeHold({
          card,
          amount: job.amountCents!,
          currency,
          idempotencyKey: `deposit-hold-${job.id}`,
          metadata: { booking_id: job.bookingId, deposit_job_id: job.id },
        })
      : null
    await ctx.db.transaction(async (tx) => {
      const booking = await ctx.bookings.bookingRow({ tx, id: job.bookingId, forUpdate: true })
      const [done] = await markDone(tx, { job, now: ctx.now() })
      if (!booking || !done) return
      await placementAnswered(ctx, { tx, booking, job, answer, card })
      // A deposit decided while this hold was being placed may have waited for it.
      await emailWhenMoneyBack(ctx, { tx, booking })
    })
    return
  }
  const [hold] = await ctx.db.select().from(depositHolds).where(eq(depositHolds.id, job.holdId!))
  const providerHoldId = hold!.providerHoldId!
  const answer =
    job.kind === 'release'
      ? await ctx.provider.releaseHold({
          holdId: providerHoldId,
          idempotencyKey: `deposit-release-${job.id}`,
        })
      : await ctx.provider.captureHold({
          holdId: providerHoldId,
          amount: job.amountCents!,
          idempotencyKey: `deposit-capture-${job.id}`,
        })
  await holdAnswered(ctx, { job, answer })
}

/** Carries out the deposit jobs that are due (up to `limit`); how many got an answer. */
export async function runDueJobs(ctx: DepositContext, limit = 50): Promise<number> {
  let answered = 0
  for (let i = 0; i < limit; i++) {
    const job = await claimNext(ctx)
    if (!job) break
    try {
      await carryOut(ctx, job)
      answered++
    } catch (error) {
      await recordFailure(ctx, { job, error })
    }
  }
  return answered
}
