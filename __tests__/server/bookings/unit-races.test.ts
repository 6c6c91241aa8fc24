/**
 * The race guarantee for every kind of reservation, on PostgreSQL with real concurrency:
 * travellers booking the last units, staff putting those units out of service, shortening
 * their availability and retiring one, all at once, never leave a day with more units
 * committed than in service.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { inventory, reservations } from '../../../src/server/db/schema'
import { addDays } from '../../../src/shared/domain/calendar'
import { signedIn, signedInAs } from '../support/accounts'
import { book, checkout, createQuote, gearIds, movableClock } from '../support/bookings'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'
import { describeOnPostgres } from '../support/testDatabase'
import { keepUnits } from '../support/units'

const STROLLER = 'ZST417-Y'
const WINDOW_START = '2027-04-01'
/** Every operation falls on these few days, so they all contend for the same units. */
const WINDOW_DAYS = 6
const ROUNDS = 5
const TRAVELLERS = 18

let ctx: TestContext
let ids: Record<string, string>
const clock = movableClock()

/** A small deterministic generator, so a failing round can be replayed. */
function randomFrom(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2 ** 31
    return state % below
  }
}

describeOnPostgres('units out of service racing bookings (PostgreSQL)', () => {
  let travellers: Record<string, string>[]
  let moderator: Record<string, string>
  let admin: Record<string, string>

  beforeAll(async () => {
    ctx = await startTestApp({}, { clock })
    ids = await gearIds(ctx.app)
    travellers = (
      await Promise.all(Array.from({ length: TRAVELLERS }, () => signedIn(ctx.app)))
    ).map((t) => t.auth)
    moderator = (await signedInAs(ctx.app, 'moderator')).auth
    admin = (await signedInAs(ctx.app, 'admin')).auth
  }, 120_000)
  afterAll(() => stopTestApp(ctx))

  async function checkOut(auth: Record<string, string>, start: string, end: string) {
    const body = checkout([ids[STROLLER]!], { start_date: start, end_date: end })
    const quote = await createQuote(ctx.app, auth, body)
    if (quote.statusCode !== 201) return quote.statusCode
    return (await book(ctx.app, auth, quote.json()._id)).statusCode
  }

  const unitCall = (tag: string, action: string, auth: Record<string, string>, body: object) =>
    ctx.app
      .inject({
        method: 'POST',
        url: `/api/desk/locations/SVQ/units/${tag}/${action}`,
        headers: auth,
        payload: body,
      })
      .then((res) => res.statusCode)

  /** Units committed and in service on each day of the window, counted from the rows. */
  async function dayByDay() {
    const [item] = await ctx.database.db
      .select({ stock: inventory.stock })
      .from(inventory)
      .where(and(eq(inventory.gearId, ids[STROLLER]!), eq(inventory.locationCode, 'SVQ')))
    const rows = await ctx.database.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.gearId, ids[STROLLER]!),
          inArray(reservations.status, ['held', 'confirmed']),
        ),
      )
    return Array.from({ length: WINDOW_DAYS + 10 }, (_, i) => {
      const day = addDays(WINDOW_START, i)
      const on = rows.filter((r) => r.startDate <= day && (r.endDate === null || day < r.endDate))
      const out = on.filter((r) => r.kind === 'out_of_service').length
      const committed = on
        .filter((r) => r.kind === 'rental')
        .reduce((sum, r) => sum + r.quantity, 0)
      return { day, inService: item!.stock - out, committed }
    })
  }

  it.each(Array.from({ length: ROUNDS }, (_, round) => round + 1))(
    'round %i: 52 operations at once never commit more units than are in service',
    async (round) => {
      await ctx.database.db.delete(reservations).where(eq(reservations.gearId, ids[STROLLER]!))
      await keepUnits(ctx.database.db, ids[STROLLER]!, 2)
      const random = randomFrom(round * 7919)
      const day = () => addDays(WINDOW_START, random(WINDOW_DAYS - 3))
      const span = (from: string) => addDays(from, 1 + random(2))
      const tag = () => `SVQ-${STROLLER}-00${1 + random(2)}`

      const operations: (() => Promise<number>)[] = [
        ...travellers.map((auth) => () => {
          const start = day()
          return checkOut(auth, start, span(start))
        }),
        ...Array.from({ length: 22 }, () => () => {
          const from = day()
          return unitCall(tag(), 'out-of-service', moderator, {
            from,
            until: span(from),
            reason: 'cleaning',
          })
        }),
        ...Array.from(
          { length: 6 },
          () => () => unitCall(tag(), 'out-of-service', admin, { from: day(), reason: 'repair' }),
        ),
        ...Array.from({ length: 4 }, () => () => unitCall(tag(), 'back-in-service', moderator, {})),
        () => unitCall(`SVQ-${STROLLER}-002`, 'retire', admin, {}),
        () => unitCall(`SVQ-${STROLLER}-001`, 'retire', admin, {}),
      ]
      // Interleaved, so staff changes land among the checkouts rather than after them.
      for (let i = operations.length - 1; i > 0; i--) {
        const j = random(i + 1)
        ;[operations[i], operations[j]] = [operations[j]!, operations[i]!]
      }
      expect(operations.length).toBeGreaterThanOrEqual(50)
      const statuses = await Promise.all(operations.map((operation) => operation()))

      // Every answer is a success or a clean refusal; never a server error.
      expect(statuses.every((s) => [200, 201, 400, 409].includes(s))).toBe(true)
      expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0)
      for (const { day: date, inService, committed } of await dayByDay()) {
        expect({ date, over: committed > Math.max(inService, 0) }).toEqual({
          date,
          over: false,
        })
      }
    },
    120_000,
  )
})
