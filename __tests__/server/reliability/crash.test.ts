/**
 * Crash: the real server is killed with SIGKILL 12 times while travellers book and pay, and
 * restarted each time on the same database (a PGlite data directory, or a scratch PostgreSQL
 * database on the PostgreSQL project). Afterwards every booking a traveller saw acknowledged is
 * there, nothing is paid without being confirmed, each booking has its emails queued once, and
 * no email was delivered twice.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { inArray } from 'drizzle-orm'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { bookings, outboxEmails, payments, reservations } from '../../../src/server/db/schema'
import { addDays } from '../../../src/shared/domain/calendar'
import { checkout } from '../support/bookings'
import { freeLoopbackPort } from '../../../scripts/loopback'
import { pgliteDataDir } from '../support/pgliteTemplates'
import { postgresTemplate } from '../support/postgresTemplates'
import { ServerProcess } from '../support/serverProcess'
import { createScratchPostgres, onPostgres } from '../support/testDatabase'

/** RELIABILITY_CRASHES changes the count (fewer for a quick local run); the suite uses 12. */
const CRASHES = Number(process.env.RELIABILITY_CRASHES ?? 12)
const TRAVELLERS = 4
const DEMO = { email: 'traveller@tinytrip.es', password: 'Traveller#Demo2026' }

interface Acknowledged {
  booked: Map<string, string>
  paid: Set<string>
}

/** What a traveller's browser does; a dropped connection is just an error to retry later. */
class Traveller {
  constructor(
    private readonly server: ServerProcess,
    private readonly auth: Record<string, string>,
    private readonly gearIds: string[],
  ) {}

  private async call(method: string, url: string, body?: unknown, headers = {}) {
    const res = await fetch(`${this.server.base}${url}`, {
      method,
      redirect: 'manual',
      headers: {
        ...this.auth,
        ...headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return {
      status: res.status,
      json: () => JSON.parse(text),
      location: res.headers.get('location'),
    }
  }

  /** Retries a request that could not get through (the server was down), up to a point. */
  private async persist<T>(attempt: () => Promise<T>): Promise<T | null> {
    for (let i = 0; i < 40; i++) {
      try {
        return await attempt()
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
    return null
  }

  /** Quote, book (with an Idempotency-Key, retried like a client would), pay, confirm. */
  async checkOutOnce(acknowledged: Acknowledged, problems: string[]) {
    const day = addDays('2027-01-04', Math.floor(Math.random() * 330))
    const gear = this.gearIds[Math.floor(Math.random() * this.gearIds.length)]!
    const quote = await this.call(
      'POST',
      '/api/quotes',
      checkout([gear], { start_date: day, end_date: addDays(day, 1) }),
    )
    if (quote.status !== 201) return
    const key = `crash-${randomUUID()}`
    const booked = await this.persist(() =>
      this.call(
        'POST',
        '/api/bookings',
        { quote_id: quote.json()._id },
        { 'idempotency-key': key },
      ),
    )
    if (booked === null) return
    if (booked.status >= 500) problems.push(`booking answered ${booked.status}`)
    if (booked.status !== 201) return
    const booking = booked.json()
    acknowledged.booked.set(booking._id, booking.reference)
    const session = await this.call('POST', `/api/bookings/${booking._id}/checkout`)
    if (session.status !== 200) return
    const { url, session_id } = session.json()
    const paid = await this.call('POST', `${new URL(url).pathname}/pay`)
    if (paid.status !== 303) return
    acknowledged.paid.add(booking._id)
    // Back on the site, the return page confirms the payment (again, after a restart if need be).
    await this.persist(() =>
      this.call('POST', `/api/bookings/${booking._id}/payment/confirm`, { session_id }),
    )
  }
}

async function scratchDatabase(): Promise<{
  env: Record<string, string>
  open: () => Promise<Database>
  drop: () => Promise<void>
}> {
  if (onPostgres()) {
    const scratch = await createScratchPostgres(postgresTemplate(false))
    return {
      env: { DATABASE_URL: scratch.url },
      open: () => openDatabase({ kind: 'postgres', url: scratch.url }),
      drop: scratch.drop,
    }
  }
  const dataDir = pgliteDataDir('crash-pglite-')
  return {
    env: { PGLITE_DATA_DIR: dataDir },
    open: () => openDatabase({ kind: 'pglite', dataDir }),
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  }
}

let database: Awaited<ReturnType<typeof scratchDatabase>>
let server: ServerProcess

beforeAll(async () => {
  database = await scratchDatabase()
  server = new ServerProcess(await freeLoopbackPort(), database.env)
}, 60_000)
afterAll(async () => {
  await server?.stop('SIGKILL')
  await database?.drop()
})

async function signIn() {
  const res = await fetch(`${server.base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  })
  const { access_token } = (await res.json()) as { access_token: string }
  return { authorization: `Bearer ${access_token}` }
}

/** Resolves when more bookings than `count` were acknowledged (or after 30 s). */
async function firstBookingSince(count: number, acknowledged: Acknowledged) {
  const until = Date.now() + 30_000
  while (acknowledged.booked.size <= count && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Bookings and payments under way, while the server is killed and restarted. */
async function loadWithCrashes(acknowledged: Acknowledged, problems: string[]) {
  await server.start()
  const auth = await signIn()
  const search = (await (
    await fetch(
      `${server.base}/api/gear?pickup_location_code=SVQ&start_date=2027-01-04&end_date=2027-01-05&pickup_time=10:00&return_time=18:00`,
    )
  ).json()) as { items: { _id: string }[] }
  const gearIds = search.items.map((item) => item._id)
  let loading = true
  const travellers = Array.from({ length: TRAVELLERS }, async () => {
    const traveller = new Traveller(server, auth, gearIds)
    while (loading) {
      await traveller
        .checkOutOnce(acknowledged, problems)
        .catch(() => new Promise((resolve) => setTimeout(resolve, 100)))
    }
  })
  for (let crash = 0; crash < CRASHES; crash++) {
    // Each run of the server sees traffic: kill it at a random moment after its first booking.
    await firstBookingSince(acknowledged.booked.size, acknowledged)
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 400))
    await server.crash()
    // The demo data is there from the first start; restarts skip seeding it again.
    await server.start({ SEED_DEMO_DATA: 'false' })
  }
  loading = false
  await Promise.all(travellers)
  // A moment for the outbox worker to deliver what is due, then a graceful stop.
  await new Promise((resolve) => setTimeout(resolve, 2_500))
  await server.stop()
}

it(`loses no acknowledged booking or payment and sends no email twice across ${CRASHES} kill -9s`, async () => {
  const acknowledged: Acknowledged = { booked: new Map(), paid: new Set() }
  const problems: string[] = []
  await loadWithCrashes(acknowledged, problems)
  expect(problems).toEqual([])
  expect(acknowledged.booked.size).toBeGreaterThanOrEqual(CRASHES)

  const db: Database = await database.open()
  try {
    const ids = [...acknowledged.booked.keys()]
    const stored = await db.db.select().from(bookings).where(inArray(bookings.id, ids))
    expect(stored.map((b) => b.id).sort()).toEqual([...ids].sort())

    const all = await db.db.select().from(bookings)
    const paid = all.filter((b) => b.paymentStatus === 'paid')
    for (const id of acknowledged.paid) {
      expect(paid.map((b) => b.id)).toContain(id)
    }
    const units = await db.db.select().from(reservations)
    const paymentRows = await db.db.select().from(payments)
    for (const booking of paid) {
      expect([booking.reference, booking.status]).toEqual([booking.reference, 'confirmed'])
      const kept = units.filter((unit) => unit.bookingId === booking.id)
      expect(kept.length).toBeGreaterThan(0)
      expect(kept.every((unit) => unit.status === 'confirmed')).toBe(true)
      expect(
        paymentRows.filter((p) => p.bookingId === booking.id && p.status === 'paid'),
      ).toHaveLength(1)
    }

    const emails = await db.db.select().from(outboxEmails)
    const about = (reference: string, template: string) =>
      emails.filter((e) => e.template === template && e.textBody.includes(reference))
    for (const booking of all) {
      expect([booking.reference, about(booking.reference, 'booking_confirmation').length]).toEqual([
        booking.reference,
        1,
      ])
      const receipts = about(booking.reference, 'payment_received').length
      expect([booking.reference, receipts]).toEqual([
        booking.reference,
        booking.paymentStatus === 'paid' ? 1 : 0,
      ])
    }

    const captured = server.logs
      .filter((line) => String(line.msg).startsWith('email captured'))
      .map((line) => String(line.email_id))
    expect(captured.length).toBeGreaterThan(0)
    expect(captured.length).toBe(new Set(captured).size)
    const sent = new Set(emails.filter((e) => e.status === 'sent').map((e) => e.id))
    expect(captured.filter((id) => !sent.has(id))).toEqual([])
  } finally {
    await db.close()
  }
}, 900_000)
