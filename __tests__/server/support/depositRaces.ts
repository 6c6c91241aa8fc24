/**
 * The endings of a booking raced at the desk: check-ins, no-shows, admin cancellations and the
 * claim decision, five of each at once. What each may answer from the state the race starts
 * in, and what the race must leave behind (one ending, a deposit decided once, its hold
 * released or captured once), read from the database as an operator would.
 */
import { and, asc, eq, like, sql } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import {
  bookings,
  claimEvents,
  depositHolds,
  depositJobs,
  deposits,
  outboxEmails,
  sandboxHolds,
  staffActions,
} from '../../../src/server/db/schema'
import { moneyMismatches } from '../../../src/server/domains/payments/money-check'

export type EndingKind = 'check_in' | 'no_show' | 'cancel' | 'decision'

/**
 * Where a race starts. `waiting`: paid, its hold placed, not handed out, past the no-show grace
 * (a no-show or an admin cancel ends it). `oneBackClaimed`: two units out, one already back
 * with a claim (the other's check-in completes it, and the claim may be decided after).
 * `allOut`: every unit out, no claim (check-ins of its units compete to complete it).
 */
export type RaceStart = 'waiting' | 'oneBackClaimed' | 'allOut'

/** An admin's cancellation as the race sends it: nothing refunded, for the booking seen paid. */
export const CANCEL_BODY = {
  reason: 'Family did not travel',
  refund_amount: 0,
  payment_status: 'paid',
}
/** The decision the race sends: keep nothing of the deposit. */
export const DECISION_BODY = { keep_amount: 0, note: 'Nothing kept' }

/** A small seeded generator (mulberry32), so a race's order can be replayed from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}

/** Twenty requests, five of each kind, in an order drawn from `random`. */
export function mixedKinds(random: () => number): EndingKind[] {
  const kinds = (['check_in', 'no_show', 'cancel', 'decision'] as const).flatMap((kind) =>
    Array<EndingKind>(5).fill(kind),
  )
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!]
  }
  return kinds
}

/**
 * The units each of the five check-ins of a race sends back: `waiting`, a unit of the booking's
 * item that never went out; `oneBackClaimed`, the unit still out; `allOut`, one unit, the other,
 * or both (in either order), so that the check-ins that get through complete the booking once.
 */
export function raceCheckIns(start: RaceStart, units: string[]): string[][] {
  if (start !== 'allOut') return Array.from({ length: 5 }, () => [units[0]!])
  const [first, second] = units as [string, string]
  return [[first], [second], [first, second], [second, first], [first]]
}

/** What one request of a race answered. */
export interface RaceAnswer {
  kind: EndingKind
  status: number
  code: string | null
  /** The units a check-in sent. */
  units: string[]
}

/** The codes each kind of request may be refused with, by the state the race starts in. */
const REFUSALS: Record<RaceStart, Record<EndingKind, string[]>> = {
  waiting: {
    check_in: ['UNIT_NOT_OUT'],
    no_show: ['NOT_A_NO_SHOW'],
    cancel: ['ALREADY_CANCELLED'],
    decision: ['NO_CLAIM'],
  },
  oneBackClaimed: {
    check_in: ['UNIT_NOT_OUT'],
    no_show: ['NOT_A_NO_SHOW'],
    cancel: ['UNITS_STILL_OUT', 'ALREADY_COMPLETED'],
    decision: ['UNITS_STILL_OUT', 'ALREADY_DECIDED'],
  },
  allOut: {
    check_in: ['UNIT_NOT_OUT'],
    no_show: ['NOT_A_NO_SHOW'],
    cancel: ['UNITS_STILL_OUT', 'ALREADY_COMPLETED'],
    decision: ['NO_CLAIM'],
  },
}

const accepted = (answers: RaceAnswer[], kind: EndingKind) =>
  answers.filter((answer) => answer.kind === kind && answer.status === 200)

/**
 * Every request of a race was answered 200 or refused with a 409 the desk understands (no 5xx,
 * no other code), and no more got through than the state allows: `waiting`, one no-show or
 * one cancellation in all; `oneBackClaimed`, one check-in and at most one decision (and a
 * decision refused as decided only when one got through); `allOut`, check-ins that bring each
 * unit back once.
 */
export function expectRaceAnswers(start: RaceStart, answers: RaceAnswer[], units: string[]) {
  const unexpected = answers.filter(
    (answer) =>
      answer.status !== 200 &&
      !(answer.status === 409 && REFUSALS[start][answer.kind].includes(answer.code ?? '')),
  )
  expect(unexpected).toEqual([])
  const counts = (kinds: EndingKind[]) => kinds.map((kind) => accepted(answers, kind).length)
  if (start === 'waiting') {
    expect(counts(['check_in', 'decision'])).toEqual([0, 0])
    expect(accepted(answers, 'no_show').length + accepted(answers, 'cancel').length).toBe(1)
  } else {
    expect(counts(['no_show', 'cancel'])).toEqual([0, 0])
  }
  if (start === 'oneBackClaimed') {
    expect(accepted(answers, 'check_in')).toHaveLength(1)
    const decided = accepted(answers, 'decision').length
    expect(decided).toBeLessThanOrEqual(1)
    if (answers.some((answer) => answer.code === 'ALREADY_DECIDED')) expect(decided).toBe(1)
  }
  if (start === 'allOut') {
    expect(accepted(answers, 'decision')).toEqual([])
    const back = accepted(answers, 'check_in').flatMap((answer) => answer.units)
    expect([...back].sort()).toEqual([...units].sort())
  }
}

/** What a booking's race left, as its rows say. */
export async function raceOutcome(db: Db, bookingId: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId))
  const [deposit] = await db.select().from(deposits).where(eq(deposits.bookingId, bookingId))
  const audit = await db
    .select()
    .from(staffActions)
    .where(eq(staffActions.bookingId, bookingId))
    .orderBy(asc(staffActions.at), asc(staffActions.id))
  const decisions = await db
    .select()
    .from(claimEvents)
    .where(and(eq(claimEvents.bookingId, bookingId), eq(claimEvents.kind, 'decided')))
  const jobs = await db.select().from(depositJobs).where(eq(depositJobs.bookingId, bookingId))
  const holds = await db.select().from(depositHolds).where(eq(depositHolds.bookingId, bookingId))
  const atProvider = await db
    .select()
    .from(sandboxHolds)
    .where(sql`${sandboxHolds.metadata}->>'booking_id' = ${bookingId}`)
  const emails = await db
    .select()
    .from(outboxEmails)
    .where(like(outboxEmails.subject, `%${booking!.reference}%`))
  return {
    booking: booking!,
    deposit: deposit!,
    audit,
    decisions,
    jobs,
    holds,
    atProvider,
    /** The booking's emails of one template. */
    emails: (template: string) => emails.filter((email) => email.template === template),
    /** How many audit rows of an action, and of a unit when given. */
    audited: (action: string, unitId?: string) =>
      audit.filter((row) => row.action === action && (!unitId || row.unitId === unitId)).length,
  }
}

export type RaceOutcome = Awaited<ReturnType<typeof raceOutcome>>

/**
 * Exactly one of the competing endings took effect, as the booking, its audit log, its claim
 * history and its emails show: `waiting`, cancelled as a no-show or by the admin (whichever got
 * through), one audit row and one cancellation email; otherwise completed, each unit checked in
 * once, and the units the completing check-in brought back are those of one accepted request;
 * with a claim, decided once. `units`: the booking's units, the one back with a claim first.
 */
export function expectOneEnding(
  start: RaceStart,
  outcome: RaceOutcome,
  answers: RaceAnswer[],
  units: string[],
) {
  const { booking, audited } = outcome
  if (start === 'waiting') {
    const ending = answers.find((answer) => answer.status === 200)!
    expect(booking).toMatchObject({
      status: 'cancelled',
      cancellationReason: ending.kind === 'no_show' ? 'no_show' : 'staff',
      paymentStatus: 'paid',
    })
    expect([audited('booking.no_show'), audited('booking.cancel')]).toEqual(
      ending.kind === 'no_show' ? [1, 0] : [0, 1],
    )
    expect([audited('booking.check_in'), audited('deposit.decide')]).toEqual([0, 0])
    expect(outcome.decisions).toEqual([])
    expect(outcome.emails('cancellation')).toHaveLength(1)
    return
  }
  expect(booking.status).toBe('completed')
  expect([audited('booking.no_show'), audited('booking.cancel')]).toEqual([0, 0])
  expect(outcome.emails('cancellation')).toEqual([])
  for (const unit of units) expect([unit, audited('booking.check_in', unit)]).toEqual([unit, 1])
  const completing = outcome.audit
    .filter(
      (row) =>
        row.action === 'booking.check_in' &&
        (row.after as { status?: string } | null)?.status === 'completed',
    )
    .map((row) => row.unitId!)
    .sort()
  if (start === 'allOut') {
    const accepted = answers
      .filter((answer) => answer.kind === 'check_in' && answer.status === 200)
      .map((answer) => [...answer.units].sort())
    expect(accepted).toContainEqual(completing)
    expect([audited('deposit.decide'), outcome.decisions.length]).toEqual([0, 0])
    expect(outcome.emails('claim_decided')).toEqual([])
  } else {
    expect(completing).toEqual(units.slice(1).sort())
    expect([audited('deposit.decide'), outcome.decisions.length]).toEqual([1, 1])
    expect(outcome.emails('claim_decided')).toHaveLength(1)
  }
}

/**
 * The deposit was decided once, `keep` cents kept, and the provider did as decided: every job
 * done or called off (none waiting, none failed); one hold at the provider per placement; each
 * hold released or captured by exactly one job, the provider's hold canceled at our request or
 * captured for that job's amount; what was captured in all is what was kept; the money back
 * noted and the family told once.
 */
export function expectDecidedOnce(outcome: RaceOutcome, keep: number) {
  const { deposit, jobs, holds, atProvider } = outcome
  expect(deposit).toMatchObject({
    status: keep === 0 ? 'released' : keep === deposit.amountCents ? 'claimed' : 'partly_claimed',
    claimedCents: keep,
    releasedCents: deposit.amountCents - keep,
  })
  expect(deposit.settledAt).not.toBeNull()
  expect(deposit.moneyBackAt).not.toBeNull()
  const unfinished = jobs.filter((job) => job.status === 'pending' || job.status === 'failed')
  expect(unfinished).toEqual([])
  const placements = jobs.filter((job) => job.kind === 'place' && job.status === 'done')
  expect(atProvider.map((hold) => hold.metadata.deposit_job_id).sort()).toEqual(
    placements.map((job) => job.id).sort(),
  )
  const placed = holds.filter((hold) => hold.status !== 'declined')
  expect(placed.length).toBeGreaterThan(0)
  for (const hold of placed) {
    const endings = jobs.filter((job) => job.holdId === hold.id && job.kind !== 'place')
    expect(endings.map((job) => [job.kind, job.status])).toHaveLength(1)
    const [ending] = endings
    const provider = atProvider.find((candidate) => candidate.id === hold.providerHoldId)
    if (ending!.kind === 'capture') {
      expect(hold).toMatchObject({ status: 'captured', capturedCents: ending!.amountCents })
      expect(provider).toMatchObject({ status: 'succeeded', capturedCents: ending!.amountCents })
    } else {
      expect(hold).toMatchObject({ status: 'released', capturedCents: 0 })
      expect(provider).toMatchObject({
        status: 'canceled',
        cancellationReason: 'requested_by_customer',
        capturedCents: 0,
      })
    }
  }
  expect(atProvider.reduce((sum, hold) => sum + hold.capturedCents, 0)).toBe(keep)
  expect(outcome.emails('deposit_released')).toHaveLength(1)
}

/** The money invariant over every booking of the database (docs/money.md): nothing amiss. */
export async function expectMoneyAddsUp(db: Db) {
  expect(await moneyMismatches(db)).toEqual([])
}
