/**
 * Crash while deposits are carried out (PostgreSQL): the real server is killed with SIGKILL 8
 * to 12 times, half of them while its booking clock places, releases and captures deposit
 * holds (mostly the moment a job is claimed, before or while the provider is called), the
 * others at a random moment of the desk's requests, and restarted on the same database each
 * time, its test clock moved past the job lease so that what was cut off is taken up again.
 * Meanwhile the desk hands the gear out and back: fine (the hold is released), or claimed,
 * answered by the family and decided (part of the hold captured). Afterwards each
 * booking has one hold at the provider per placement, released or captured once for what was
 * decided, its deposit settled with the money back noted, one email saying so, and the money
 * adds up.
 */
import { and, eq, gt, inArray, isNull, lte } from 'drizzle-orm'
import { freeLoopbackPort } from '../../../scripts/loopback'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { bookings, depositJobs, deposits, gear } from '../../../src/server/db/schema'
import { JOB_LEASE_MS } from '../../../src/server/domains/deposits/context'
import { checkout } from '../support/bookings'
import { inspectedWhenFine } from '../support/inspection'
import {
  expectDecidedOnce,
  expectMoneyAddsUp,
  raceOutcome,
  seededRandom,
} from '../support/depositRaces'
import { reliabilitySeed } from '../support/reliability'
import { call, eventually, type Answer } from '../support/serverPair'
import { ServerProcess } from '../support/serverProcess'
import { createScratchPostgres, describeOnPostgres } from '../support/testDatabase'

const random = seededRandom(reliabilitySeed('deposit crash'))
/** RELIABILITY_CRASHES fixes the count; otherwise 8 to 12, drawn from the seed. */
const CRASHES = Number(process.env.RELIABILITY_CRASHES ?? 8 + Math.floor(random() * 5))
const BOOKINGS = 12
/** Bookings made and paid a month before their 9 April pickup. */
const BOOKING_TIME = Date.parse('2027-03-01T10:00:00Z')
/** 10:30 in Seville on the pickup day: the holds are due, the gear goes out and comes back. */
const PICKUP_MORNING = Date.parse('2027-04-09T08:30:00Z')
/** What the desk claims on a unit back for repair, and what the admin keeps of it. */
const CLAIM = { amount: 2000, reason: 'damaged' as const }
const KEEP = 1500

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeOnPostgres('deposit jobs across kill -9s (PostgreSQL)', () => {
  let scratch: Awaited<ReturnType<typeof createScratchPostgres>>
  let database: Database | undefined
  let server: ServerProcess
  /** The time the server reads, moved forward only. */
  let testNow = BOOKING_TIME
  /** Requests wait here while the server is down, until it is back with its clock set. */
  let serverUp: Promise<void> = Promise.resolve()
  let reopen = () => {}
  const problems: string[] = []

  const db = () => database!.db

  async function setClock() {
    const res = await call(server, 'PUT', '/api/test-clock', {
      body: { now: new Date(testNow).toISOString() },
    })
    expect(res.status).toBe(200)
  }

  /** kill -9, then a restart on the same database with the clock past any job's lease. */
  async function crashAndRestart() {
    serverUp = new Promise((resolve) => {
      reopen = resolve
    })
    await server.crash()
    await server.start({ SEED_DEMO_DATA: 'false' })
    testNow += JOB_LEASE_MS + 60_000
    await setClock()
    reopen()
  }

  /**
   * A request sent again, as a client would, until the server answers it (it may have been cut
   * off by a kill); answers what came back and whether it had to be sent again.
   */
  async function persist(
    method: string,
    url: string,
    options: Parameters<typeof call>[3],
  ): Promise<{ res: Answer; again: boolean }> {
    let again = false
    for (let i = 0; i < 100; i++) {
      await serverUp
      try {
        const res = await call(server, method, url, options)
        if (res.status >= 500) problems.push(`${method} ${url} answered ${res.status}`)
        return { res, again }
      } catch {
        again = true
        await sleep(100)
      }
    }
    throw new Error(`${method} ${url} never got an answer`)
  }

  /** Answered as asked, or (sent again after a kill) refused because it was done already. */
  function expectDone(what: string, sent: { res: Answer; again: boolean }, doneCode?: string) {
    const { res, again } = sent
    const ok = res.status === 200 || (again && res.status === 409 && res.body?.code === doneCode)
    if (!ok) problems.push(`${what}: ${res.status} ${JSON.stringify(res.body)}`)
  }

  /** The deposit jobs waiting to be carried out, and how many times each was claimed. */
  const pendingJobs = async () =>
    new Map(
      (
        await db()
          .select({ id: depositJobs.id, attempts: depositJobs.attempts })
          .from(depositJobs)
          .where(
            and(
              eq(depositJobs.status, 'pending'),
              lte(depositJobs.nextAttemptAt, new Date(testNow)),
            ),
          )
      ).map((job) => [job.id, job.attempts]),
    )

  /**
   * Kills the server while its booking clock carries out deposit jobs: a round is asked for and
   * the kill comes the moment it claims a job (after `delayMs`: before, while or just after the
   * provider is called); at a random moment of the round when no job is due.
   */
  async function killWhileJobsRun(delayMs: number) {
    const due = await pendingJobs()
    testNow += 1_000
    await setClock()
    if (due.size > 0) {
      const until = Date.now() + 6_000
      while (Date.now() < until) {
        const claimed = await db()
          .select({ id: depositJobs.id, attempts: depositJobs.attempts })
          .from(depositJobs)
          .where(inArray(depositJobs.id, [...due.keys()]))
        if (claimed.some((job) => job.attempts > due.get(job.id)!)) break
        await sleep(2)
      }
      await sleep(delayMs)
    } else {
      await sleep(Math.floor(random() * 150))
    }
    await crashAndRestart()
  }

  beforeAll(async () => {
    scratch = await createScratchPostgres()
    server = new ServerProcess(await freeLoopbackPort(), {
      DATABASE_URL: scratch.url,
      TEST_CLOCK: 'true',
    })
  }, 60_000)
  afterAll(async () => {
    await server?.stop('SIGKILL')
    await database?.close()
    await scratch?.drop()
  })

  it(`places, releases and captures each hold once across ${CRASHES} kill -9s`, async () => {
    await server.start()
    database = await openDatabase({ kind: 'postgres', url: scratch.url })
    await setClock()
    const signIn = async (email: string, password: string) => {
      const res = await call(server, 'POST', '/api/auth/login', { body: { email, password } })
      expect(res.status).toBe(200)
      return { authorization: `Bearer ${res.body.access_token}` }
    }
    const traveller = await signIn('traveller@tinytrip.es', 'Traveller#Demo2026')
    const admin = await signIn('admin@tinytrip.es', 'Admin#Demo2026')
    const gearIds = (await db().select({ id: gear.id }).from(gear)).map((row) => row.id).sort()

    // Bookings of one unit each, paid before anything is killed; every other one gets a claim.
    const booked: { id: string; claimed: boolean }[] = []
    for (let i = 0; i < BOOKINGS; i++) {
      const quoted = await call(server, 'POST', '/api/quotes', {
        headers: traveller,
        body: checkout([gearIds[i % gearIds.length]!]),
      })
      expect(quoted.status).toBe(201)
      const made = await call(server, 'POST', '/api/bookings', {
        headers: traveller,
        body: { quote_id: quoted.body._id },
      })
      expect(made.status).toBe(201)
      const opened = await call(server, 'POST', `/api/bookings/${made.body._id}/checkout`, {
        headers: traveller,
      })
      const paid = await call(server, 'POST', `/sandbox/checkout/${opened.body.session_id}/pay`, {
        body: '',
        form: true,
      })
      expect(paid.status).toBe(303)
      booked.push({ id: made.body._id, claimed: i % 2 === 1 })
    }
    const ids = booked.map((booking) => booking.id)
    await eventually(async () => {
      const paid = await db()
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(inArray(bookings.id, ids), eq(bookings.paymentStatus, 'paid')))
      return paid.length === ids.length
    }, 'the payments')

    const desk = (id: string, action: string, body: object, key?: string) =>
      persist('POST', `/api/desk/bookings/${id}/${action}`, {
        headers: { ...admin, ...(key ? { 'idempotency-key': key } : {}) },
        body,
      })

    /** Out at the counter and back: fine, or claimed, answered and decided. */
    async function handOverAndBack({ id, claimed }: { id: string; claimed: boolean }) {
      await eventually(async () => {
        const [row] = await db().select().from(deposits).where(eq(deposits.bookingId, id))
        return row?.status === 'held'
      }, `the hold of ${id}`)
      const { res: options } = await persist('GET', `/api/desk/bookings/${id}/handover`, {
        headers: admin,
      })
      const unit = options.body.items[0].suggested[0] as string
      expectDone(
        'check-out',
        await desk(id, 'check-out', {
          units: [{ unit_id: unit }],
          unsigned_reason: 'Signed on the paper copy',
        }),
        'ALREADY_HANDED_OUT',
      )
      const back = claimed
        ? { unit_id: unit, outcome: 'repair', claim: CLAIM }
        : inspectedWhenFine({ unit_id: unit, outcome: 'fine' })
      expectDone('check-in', await desk(id, 'check-in', { units: [back] }), 'UNIT_NOT_OUT')
      if (!claimed) return
      expectDone(
        'dispute',
        await persist('POST', `/api/bookings/${id}/deposit/dispute`, {
          headers: traveller,
          body: { message: 'It was like that when we got it.' },
        }),
      )
      const key = `decide-${id}`
      expectDone('decision', await desk(id, 'deposit/decision', { keep_amount: KEEP }, key))
    }

    // The first kill comes while the holds are placed. Then a booking or two go out and come
    // back between kills: in one cycle the kill waits for their releases and captures to be
    // carried out, in the next it comes at a random moment of the desk's requests.
    testNow = PICKUP_MORNING
    await killWhileJobsRun(0)
    for (let crash = 1; crash < CRASHES; crash++) {
      const from = Math.floor(((crash - 1) * BOOKINGS) / (CRASHES - 1))
      const until = Math.floor((crash * BOOKINGS) / (CRASHES - 1))
      const desk = Promise.all(booked.slice(from, until).map(handOverAndBack))
      if (crash % 2 === 1) {
        await desk
        await killWhileJobsRun(Math.floor(random() * 3) * 5)
      } else {
        await sleep(Math.floor(random() * 800))
        await crashAndRestart()
        await desk
      }
    }

    // A last move past the lease: whatever the last kill cut off is taken up again.
    testNow += JOB_LEASE_MS + 60_000
    await setClock()
    await eventually(async () => {
      const waiting = await db()
        .select({ id: deposits.bookingId })
        .from(deposits)
        .where(and(inArray(deposits.bookingId, ids), isNull(deposits.moneyBackAt)))
      return waiting.length === 0
    }, 'every deposit back')
    await server.stop()

    expect(problems).toEqual([])
    for (const { id, claimed } of booked) {
      const outcome = await raceOutcome(db(), id)
      expect([id, outcome.booking.status]).toEqual([id, 'completed'])
      expect([id, outcome.decisions.length]).toEqual([id, claimed ? 1 : 0])
      expect([id, outcome.emails('claim_decided').length]).toEqual([id, claimed ? 1 : 0])
      expectDecidedOnce(outcome, claimed ? KEEP : 0)
    }
    await expectMoneyAddsUp(db())
    // Some kills cut a job off after it was claimed: it was taken up again after the lease.
    const retaken = await db()
      .select({ id: depositJobs.id })
      .from(depositJobs)
      .where(and(inArray(depositJobs.bookingId, ids), gt(depositJobs.attempts, 1)))
    expect({ jobsTakenUpAgain: retaken.length > 0 }).toEqual({ jobsTakenUpAgain: true })
  }, 180_000)
})
