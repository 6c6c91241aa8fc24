import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../../src/server/app'
import type { Database } from '../../../src/server/db/client'
import { reservations, waitlistEntries } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { bookedTraveller, checkout, createQuote, gearIds, movableClock } from '../support/bookings'
import { testConfig } from '../support/testApp'
import { createTestDatabase, describeOnPostgres } from '../support/testDatabase'
import { joinWaitlist, myEntries, setStock, waitlistJoin } from '../support/waitlist'

const clock = movableClock()
let database: Database
let one: FastifyInstance
let other: FastifyInstance
let ids: Record<string, string>

/** Both processes run the offer pass `rounds` times each, all at once. */
const passesAtOnce = (rounds: number) =>
  Promise.all(
    Array.from({ length: rounds }, () => [
      one.bookings.offerWaitlist(),
      other.bookings.offerWaitlist(),
    ]).flat(),
  )

/** Units of `gearId` held for waitlist offers right now. */
async function unitsHeldForOffers(gearId: string) {
  const offered = await database.db
    .select({ quoteId: waitlistEntries.quoteId })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.gearId, gearId), eq(waitlistEntries.status, 'offered')))
  if (offered.length === 0) return 0
  const holds = await database.db
    .select({ quantity: reservations.quantity })
    .from(reservations)
    .where(
      and(
        inArray(
          reservations.quoteId,
          offered.map((row) => row.quoteId!),
        ),
        eq(reservations.status, 'held'),
      ),
    )
  return holds.reduce((sum, row) => sum + row.quantity, 0)
}

describeOnPostgres('the waitlist with two processes (PostgreSQL, real concurrency)', () => {
  beforeAll(async () => {
    database = await createTestDatabase()
    one = await buildApp(testConfig(), { database, clock })
    other = await buildApp(testConfig(), { database, clock })
    await Promise.all([one.ready(), other.ready()])
    ids = await gearIds(one)
  })
  afterAll(async () => {
    await one?.close()
    await other?.close()
    await database?.close()
  })

  it('a freed unit is offered once, to the first in line; the next only after that hold lapses', async () => {
    const item = ids['ZCS123-K']!
    await setStock(one, item, 1)
    const holder = await bookedTraveller(one, [item])
    const families: Awaited<ReturnType<typeof signedIn>>[] = []
    for (let i = 0; i < 5; i++) {
      const family = await signedIn(one)
      expect((await joinWaitlist(one, family.auth, waitlistJoin(item))).statusCode).toBe(201)
      families.push(family)
    }
    await other.inject({
      method: 'POST',
      url: `/api/bookings/${holder.booking._id}/cancel`,
      headers: holder.auth,
    })

    const passes = await passesAtOnce(5)
    expect(passes.reduce((sum, pass) => sum + pass.offered, 0)).toBe(1)
    const statuses = async () =>
      Promise.all(families.map(async (f) => (await myEntries(one, f.auth))[0]?.status))
    expect(await statuses()).toEqual(['offered', 'waiting', 'waiting', 'waiting', 'waiting'])
    expect(await unitsHeldForOffers(item)).toBe(1)

    clock.advanceMinutes(121)
    const later = await passesAtOnce(5)
    expect(later.reduce((sum, pass) => sum + pass.offered, 0)).toBe(1)
    expect(await statuses()).toEqual(['expired', 'offered', 'waiting', 'waiting', 'waiting'])
    expect(await unitsHeldForOffers(item)).toBe(1)
  })

  it('two units freed at once go to the first two in line, each once', async () => {
    const item = ids['ZST405-B']!
    await setStock(one, item, 2)
    const holders = [await bookedTraveller(one, [item]), await bookedTraveller(one, [item])]
    const families: Awaited<ReturnType<typeof signedIn>>[] = []
    for (let i = 0; i < 4; i++) {
      const family = await signedIn(one)
      await joinWaitlist(other, family.auth, waitlistJoin(item))
      families.push(family)
    }
    await Promise.all(
      holders.map((holder, i) =>
        (i === 0 ? one : other).inject({
          method: 'POST',
          url: `/api/bookings/${holder.booking._id}/cancel`,
          headers: holder.auth,
        }),
      ),
    )
    const passes = await passesAtOnce(4)
    expect(passes.reduce((sum, pass) => sum + pass.offered, 0)).toBe(2)
    const statuses = await Promise.all(
      families.map(async (f) => (await myEntries(one, f.auth))[0]?.status),
    )
    expect(statuses).toEqual(['offered', 'offered', 'waiting', 'waiting'])
    expect(await unitsHeldForOffers(item)).toBe(2)
  })

  it('units let go of an offer, while passes and a stranger race for them, are taken once', async () => {
    const item = ids['ZCS123-K']!
    const dates = { start_date: '2027-06-07', end_date: '2027-06-11' }
    await setStock(one, item, 2)
    const holder = await bookedTraveller(one, [item, item], dates)
    const families: Awaited<ReturnType<typeof signedIn>>[] = []
    for (const units of [2, 1, 1]) {
      const family = await signedIn(one)
      const join = waitlistJoin(item, { ...dates, units })
      expect((await joinWaitlist(one, family.auth, join)).statusCode).toBe(201)
      families.push(family)
    }
    await one.inject({
      method: 'POST',
      url: `/api/bookings/${holder.booking._id}/cancel`,
      headers: holder.auth,
    })
    await one.bookings.offerWaitlist()
    const quoteId = (await myEntries(one, families[0]!.auth))[0]!.quote_id!
    const stranger = await signedIn(one)

    const keepOne = (app: FastifyInstance) =>
      app.inject({
        method: 'PUT',
        url: `/api/quotes/${quoteId}/units`,
        headers: families[0]!.auth,
        payload: { gear_id: item, units: 1 },
      })
    const [kept, keptAgain, strangerQuote] = await Promise.all([
      keepOne(one),
      keepOne(other),
      createQuote(other, stranger.auth, checkout([item], dates)),
      passesAtOnce(3),
    ])
    await passesAtOnce(2)

    expect([kept.statusCode, keptAgain.statusCode]).toEqual([200, 200])
    const quote = await one.inject({ url: `/api/quotes/${quoteId}`, headers: families[0]!.auth })
    expect(quote.json().gear_ids).toEqual([item])
    const held = await database.db
      .select({ quantity: reservations.quantity })
      .from(reservations)
      .where(and(eq(reservations.quoteId, quoteId), eq(reservations.status, 'held')))
    expect(held.map((row) => row.quantity)).toEqual([1])
    // The unit let go went either to the stranger or to the second in line: once.
    const statuses = await Promise.all(
      families.map(async (f) => (await myEntries(one, f.auth))[0]?.status),
    )
    const strangerGotIt = strangerQuote.statusCode === 201
    expect(statuses).toEqual(['offered', strangerGotIt ? 'waiting' : 'offered', 'waiting'])
    const offers = await Promise.all(families.map(async (f) => (await myEntries(one, f.auth))[0]!))
    const offeredQuotes = offers.filter((e) => e.status === 'offered').map((e) => e.quote_id!)
    const heldForOffers = await database.db
      .select({ quantity: reservations.quantity })
      .from(reservations)
      .where(and(inArray(reservations.quoteId, offeredQuotes), eq(reservations.status, 'held')))
    expect(heldForOffers.map((row) => row.quantity)).toEqual(strangerGotIt ? [1] : [1, 1])
  })
})
