/**
 * The endings of a booking raced across two real server processes on one PostgreSQL database,
 * as behind a load balancer: check-ins, no-shows, admin cancels and claim decisions, 20 at a
 * time split between the processes, while both processes' booking clocks carry out the deposit
 * jobs. One ending takes effect, each deposit is decided once, and every deposit job is carried
 * out once: one hold at the provider per placement, one release per hold, one email.
 */
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '../../../src/server/db/client'
import { bookings, depositJobs, deposits, gear } from '../../../src/server/db/schema'
import { checkout } from '../support/bookings'
import { inspectedWhenFine } from '../support/inspection'
import {
  CANCEL_BODY,
  DECISION_BODY,
  expectDecidedOnce,
  expectMoneyAddsUp,
  expectOneEnding,
  expectRaceAnswers,
  mixedKinds,
  raceCheckIns,
  raceOutcome,
  seededRandom,
  type EndingKind,
  type RaceAnswer,
  type RaceStart,
} from '../support/depositRaces'
import { reliabilitySeed } from '../support/reliability'
import { call, eventually, startServerPair, type Answer } from '../support/serverPair'
import type { ServerProcess } from '../support/serverProcess'
import { describeOnPostgres } from '../support/testDatabase'

// Two servers to start, then rounds of their 5 s booking clocks to wait for on a busy machine.
jest.setTimeout(120_000)

const ROUNDS = 2
/** The booking clock runs every 5 s in each process: a round and a margin. */
const CLOCK_ROUND_MS = 6_000
/** When the bookings are made and paid, a month and more before their 9 April pickup. */
const BOOKING_TIME = '2027-03-01T10:00:00Z'
/** A day before pickup: the holds are placed. */
const HOLD_TIME = '2027-04-08T08:00:00Z'
/** 10:30 in Seville on the pickup day: the gear goes out. */
const PICKUP_MORNING = '2027-04-09T08:30:00Z'
/** 12:30 in Seville: the 10:00 pickup plus the hour of grace has passed. */
const PAST_GRACE = '2027-04-09T10:30:00Z'
/** After the races: any release still due runs at once. */
const AFTER_RACES = '2027-04-09T10:40:00Z'
const CLAIM = { amount: 2500, reason: 'damaged' as const }

/** The starting states, the items their bookings rent (one unit each). */
const STARTS: [RaceStart, string[]][] = [
  ['waiting', ['ZHC601-S']],
  ['oneBackClaimed', ['ZST405-B', 'ZCS123-K']],
  ['allOut', ['ZTC502-J', 'ZBS311-B']],
]

interface Raced {
  start: RaceStart
  id: string
  units: string[]
  answers: RaceAnswer[]
}

describeOnPostgres(
  'deposit endings raced across two server processes (needs TEST_DATABASE_URL)',
  () => {
    let pair: Awaited<ReturnType<typeof startServerPair>>
    let a: ServerProcess
    let b: ServerProcess
    let db: Db
    let traveller: Record<string, string>
    let admin: Record<string, string>
    const random = seededRandom(reliabilitySeed('deposit races across two processes'))

    /** The i-th request of a burst goes to one process, the next to the other. */
    const either = (i: number) => (i % 2 === 0 ? a : b)

    async function signIn(server: ServerProcess, email: string, password: string) {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email, password } })
      expect(res.status).toBe(200)
      return { authorization: `Bearer ${res.body.access_token}` }
    }

    /** Both processes read `instant` now (and each runs a round of its booking clock). */
    async function setClock(instant: string) {
      for (const server of [a, b]) {
        const res = await call(server, 'PUT', '/api/test-clock', { body: { now: instant } })
        expect(res.status).toBe(200)
      }
    }

    /** A booking of one unit of each item, quoted and booked on one process, paid on the other. */
    async function paidBooking(gearIds: string[], i: number) {
      const quoted = await call(either(i), 'POST', '/api/quotes', {
        headers: traveller,
        body: checkout(gearIds),
      })
      expect(quoted.status).toBe(201)
      const booked = await call(either(i + 1), 'POST', '/api/bookings', {
        headers: traveller,
        body: { quote_id: quoted.body._id },
      })
      expect(booked.status).toBe(201)
      const id = booked.body._id as string
      const opened = await call(either(i), 'POST', `/api/bookings/${id}/checkout`, {
        headers: traveller,
      })
      expect(opened.status).toBe(200)
      const paid = await call(
        either(i + 1),
        'POST',
        `/sandbox/checkout/${opened.body.session_id}/pay`,
        {
          body: '',
          form: true,
        },
      )
      expect(paid.status).toBe(303)
      return id
    }

    const desk = (server: ServerProcess, id: string, action: string, body?: object, key?: string) =>
      call(server, 'POST', `/api/desk/bookings/${id}/${action}`, {
        headers: { ...admin, ...(key ? { 'idempotency-key': key } : {}) },
        body,
      })

    /** One request of a race, to one process. */
    async function send(
      server: ServerProcess,
      kind: EndingKind,
      id: string,
      units: string[],
    ): Promise<RaceAnswer> {
      const key = `race-${randomUUID()}`
      const res: Answer =
        kind === 'check_in'
          ? await desk(server, id, 'check-in', {
              units: units.map((unit_id) => inspectedWhenFine({ unit_id, outcome: 'fine' })),
            })
          : kind === 'no_show'
            ? await desk(server, id, 'no-show')
            : kind === 'cancel'
              ? await desk(server, id, 'cancel', CANCEL_BODY, key)
              : await desk(server, id, 'deposit/decision', DECISION_BODY, key)
      return {
        kind,
        status: res.status,
        code: res.status === 200 ? null : (res.body?.code ?? null),
        units,
      }
    }

    /** Each booking of `codes` brought to `start`; its units, the one back with a claim first. */
    async function bringTo(
      start: RaceStart,
      id: string,
      codes: string[],
      gearIds: Map<string, string>,
    ) {
      const options = await call(a, 'GET', `/api/desk/bookings/${id}/handover`, { headers: admin })
      expect(options.status).toBe(200)
      const byGear = new Map<string, string>(
        options.body.items.map((item: { gear_id: string; suggested: string[] }) => [
          item.gear_id,
          item.suggested[0],
        ]),
      )
      const units = codes.map((code) => byGear.get(gearIds.get(code)!)!)
      if (start === 'waiting') return units
      const out = await desk(b, id, 'check-out', {
        units: units.map((unit_id) => ({ unit_id })),
        unsigned_reason: 'Signed on the paper copy',
      })
      expect(out.status).toBe(200)
      if (start === 'oneBackClaimed') {
        const back = await desk(a, id, 'check-in', {
          units: [{ unit_id: units[0], outcome: 'repair', claim: CLAIM }],
        })
        expect(back.body).toMatchObject({ status: 'confirmed', deposit: { status: 'held' } })
      }
      return units
    }

    beforeAll(async () => {
      pair = await startServerPair({ TEST_CLOCK: 'true' })
      ;[a, b] = pair.servers
      db = pair.db
      traveller = await signIn(a, 'traveller@tinytrip.es', 'Traveller#Demo2026')
      admin = await signIn(b, 'admin@tinytrip.es', 'Admin#Demo2026')
    }, 120_000)
    afterAll(async () => {
      expect(await pair?.stop()).toEqual([0, 0])
    })

    it('ends each booking once and carries out each deposit job once, though both clocks run them', async () => {
      const gearIds = new Map(
        (await db.select({ id: gear.id, code: gear.code }).from(gear)).map((row) => [
          row.code,
          row.id,
        ]),
      )
      await setClock(BOOKING_TIME)
      const planned: { start: RaceStart; codes: string[]; id: string }[] = []
      for (const [start, codes] of STARTS) {
        for (let round = 0; round < ROUNDS; round++) {
          const id = await paidBooking(
            codes.map((code) => gearIds.get(code)!),
            planned.length,
          )
          planned.push({ start, codes, id })
        }
      }
      const ids = planned.map((booking) => booking.id)
      await eventually(async () => {
        const paid = await db
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(inArray(bookings.id, ids), eq(bookings.paymentStatus, 'paid')))
        return paid.length === ids.length
      }, 'the payments')

      // Either clock places the holds.
      await setClock(HOLD_TIME)
      await eventually(async () => {
        const held = await db
          .select({ id: deposits.bookingId })
          .from(deposits)
          .where(and(inArray(deposits.bookingId, ids), eq(deposits.status, 'held')))
        return held.length === ids.length
      }, 'the holds')

      await setClock(PICKUP_MORNING)
      const prepared = []
      for (const booking of planned) {
        prepared.push({
          ...booking,
          units: await bringTo(booking.start, booking.id, booking.codes, gearIds),
        })
      }
      await setClock(PAST_GRACE)

      const raced: Raced[] = []
      for (const { start, id, units } of prepared) {
        const contested = start === 'oneBackClaimed' ? units.slice(1) : units
        const checkIns = raceCheckIns(start, contested)
        let checkIn = 0
        const requests = mixedKinds(random).map((kind) => ({
          kind,
          units: kind === 'check_in' ? checkIns[checkIn++]! : [],
        }))
        const answers = await Promise.all(
          requests.map(({ kind, units: sent }, i) => send(either(i), kind, id, sent)),
        )
        expectRaceAnswers(start, answers, contested)
        const decided = answers.some(
          (answer) => answer.kind === 'decision' && answer.status === 200,
        )
        if (start === 'oneBackClaimed' && !decided) {
          // Every decision came while a unit was out: the admin decides once it is back.
          expect(await send(a, 'decision', id, [])).toMatchObject({ status: 200 })
        }
        raced.push({ start, id, units, answers })
      }

      // Both clocks carry out the releases; then each has had another round at what is left.
      await setClock(AFTER_RACES)
      await eventually(async () => {
        const back = await db
          .select({ id: deposits.bookingId })
          .from(deposits)
          .where(and(inArray(deposits.bookingId, ids), isNull(deposits.moneyBackAt)))
        return back.length === 0
      }, 'the holds to be released')
      await new Promise((resolve) => setTimeout(resolve, CLOCK_ROUND_MS))

      for (const { start, id, units, answers } of raced) {
        const outcome = await raceOutcome(db, id)
        expectOneEnding(start, outcome, answers, units)
        expectDecidedOnce(outcome, 0)
      }
      // Each job was claimed once: neither process carried out one the other had.
      const jobs = await db.select().from(depositJobs).where(inArray(depositJobs.bookingId, ids))
      expect(jobs.filter((job) => job.status === 'done' && job.attempts !== 1)).toEqual([])
      expect(jobs.filter((job) => job.kind === 'release' && job.status === 'done')).toHaveLength(
        ids.length,
      )
      await expectMoneyAddsUp(db)
      const errors = [...a.logs, ...b.logs].filter((line) => Number(line.level) >= 50)
      expect(errors.map((line) => line.msg)).toEqual([])
    })
  },
)
