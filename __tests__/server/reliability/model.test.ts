/**
 * Model-based test: random sequences of search, book, pay, cancel and expire against the API,
 * each step mirrored on a plain in-memory model of stock per product per day. After every step
 * no day is oversold and the availability the API reports equals the model's.
 */
import { and, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { gearCategories, inventory, reservations } from '../../../src/server/db/schema'
import { addDays } from '../../../src/shared/domain/calendar'
import { signedIn } from '../support/accounts'
import {
  book,
  bookingTestApp,
  checkout,
  createQuote,
  openCheckout,
  payThroughSandbox,
} from '../support/bookings'
import { reliabilitySeed } from '../support/reliability'

const START = '2027-03-01T10:00:00Z'
const suite = bookingTestApp(START)
/** Two products with little stock, so that sequences often ask for more than is left. */
const STOCK: Record<string, number> = { 'ZCS123-K': 2, 'ZST405-B': 1 }
const CODES = Object.keys(STOCK)
/** Rentals fall on these days (all open at SVQ); the last is only ever a return day. */
const DAYS = ['2027-04-12', '2027-04-13', '2027-04-14', '2027-04-15']

interface Hold {
  code: string
  units: number
  from: string
  /** First day no longer kept (a same-day rental keeps its one day). */
  until: string
  /** Instant (ms) the hold stops counting; null once paid. */
  expiresAt: number | null
  released: boolean
}
interface ModelQuote {
  id: string
  expiresAt: number
  holds: Hold[]
  bookingId: string | null
}
interface ModelBooking {
  id: string
  holds: Hold[]
  dueAt: number
  state: 'unpaid' | 'paid' | 'cancelled'
}
interface Model {
  now: number
  quotes: ModelQuote[]
  bookings: ModelBooking[]
}
interface Real {
  auth: Record<string, string>
}

const counts = (hold: Hold, model: Model) =>
  !hold.released && (hold.expiresAt === null || hold.expiresAt > model.now)

function keptOn(model: Model, code: string, day: string) {
  return model.quotes
    .flatMap((quote) => quote.holds)
    .filter((h) => h.code === code && counts(h, model) && h.from <= day && day < h.until)
    .reduce((sum, h) => sum + h.units, 0)
}

function modelAvailable(model: Model, code: string, start: string, end: string) {
  const until = end > start ? end : addDays(start, 1)
  let peak = 0
  for (let day = start; day < until; day = addDays(day, 1)) {
    peak = Math.max(peak, keptOn(model, code, day))
  }
  return Math.max(STOCK[code]! - peak, 0)
}

const period = fc
  .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }))
  .map(([first, length]) => ({
    start_date: DAYS[first]!,
    end_date: DAYS[Math.min(first + length, DAYS.length - 1)]!,
  }))

const periodQuery = (start: string, end: string) =>
  `pickup_location_code=SVQ&start_date=${start}&end_date=${end}&pickup_time=10:00&return_time=18:00`

/** Search's available_stock for each product over a period, as the model says it should be. */
async function expectSearchToMatch(model: Model, start: string, end: string) {
  const search = await suite.app.inject({ url: `/api/gear?${periodQuery(start, end)}` })
  const items = search.json().items as { code: string; available_stock: number }[]
  const reported = CODES.map((code) => items.find((item) => item.code === code)?.available_stock)
  expect(reported).toEqual(CODES.map((code) => modelAvailable(model, code, start, end)))
}

/** Each product's page says the same as the model. */
async function expectGearPagesToMatch(model: Model, start: string, end: string) {
  for (const code of CODES) {
    const details = await suite.app.inject({
      url: `/api/gear/${suite.ids[code]}?${periodQuery(start, end)}`,
    })
    expect([code, details.json().available_stock]).toEqual([
      code,
      modelAvailable(model, code, start, end),
    ])
  }
}

/** No day kept beyond stock, read straight from the reservations the server wrote. */
async function expectNeverOversold(model: Model) {
  const rows = await suite.db
    .select()
    .from(reservations)
    .where(
      inArray(
        reservations.gearId,
        CODES.map((code) => suite.ids[code]!),
      ),
    )
  for (const code of CODES) {
    for (const day of DAYS) {
      const kept = rows
        .filter(
          (r) =>
            r.gearId === suite.ids[code] &&
            (r.status === 'confirmed' ||
              (r.status === 'held' && r.expiresAt!.getTime() > model.now)) &&
            r.startDate <= day &&
            (r.endDate === null || day < r.endDate),
        )
        .reduce((sum, r) => sum + r.quantity, 0)
      expect(kept).toBeLessThanOrEqual(STOCK[code]!)
      expect(kept).toBe(keptOn(model, code, day))
    }
  }
}

type Command = fc.AsyncCommand<Model, Real>

/** Base for every step: after it, check the invariants on the whole calendar. */
abstract class Step implements Command {
  abstract toString(): string
  check(_model: Readonly<Model>) {
    return true
  }
  abstract act(model: Model, real: Real): Promise<void>
  async run(model: Model, real: Real) {
    await this.act(model, real)
    await expectNeverOversold(model)
    await expectSearchToMatch(model, DAYS[0]!, DAYS[DAYS.length - 1]!)
  }
}

class Search extends Step {
  constructor(readonly rental: { start_date: string; end_date: string }) {
    super()
  }
  toString = () => `search ${this.rental.start_date}..${this.rental.end_date}`
  async act(model: Model) {
    await expectSearchToMatch(model, this.rental.start_date, this.rental.end_date)
    await expectGearPagesToMatch(model, this.rental.start_date, this.rental.end_date)
  }
}

class Book extends Step {
  constructor(
    readonly codes: string[],
    readonly rental: { start_date: string; end_date: string },
  ) {
    super()
  }
  toString = () => `book ${this.codes.join('+')} ${this.rental.start_date}..${this.rental.end_date}`
  async act(model: Model, real: Real) {
    const ids = this.codes.map((code) => suite.ids[code]!)
    const quote = await createQuote(suite.app, real.auth, checkout(ids, this.rental))
    const fits = CODES.every(
      (code) =>
        this.codes.filter((c) => c === code).length <=
        modelAvailable(model, code, this.rental.start_date, this.rental.end_date),
    )
    if (!fits) {
      expect([quote.statusCode, quote.json().code]).toEqual([409, 'INSUFFICIENT_STOCK'])
      return
    }
    expect(quote.statusCode).toBe(201)
    const expiresAt = Date.parse(quote.json().expiry)
    const until =
      this.rental.end_date > this.rental.start_date
        ? this.rental.end_date
        : addDays(this.rental.start_date, 1)
    const holds = CODES.filter((code) => this.codes.includes(code)).map((code) => ({
      code,
      units: this.codes.filter((c) => c === code).length,
      from: this.rental.start_date,
      until,
      expiresAt,
      released: false,
    }))
    const modelQuote = { id: quote.json()._id, expiresAt, holds, bookingId: null }
    model.quotes.push(modelQuote)
    await new BookQuote(model.quotes.length - 1).act(model, real)
  }
}

/** Books a quote made earlier (again): answers the same booking, or 409 once it expired. */
class BookQuote extends Step {
  constructor(readonly pick: number) {
    super()
  }
  toString = () => `book quote #${this.pick}`
  override check(model: Readonly<Model>) {
    return model.quotes.length > 0
  }
  async act(model: Model, real: Real) {
    const quote = model.quotes[this.pick % model.quotes.length]!
    const res = await book(suite.app, real.auth, quote.id)
    if (quote.bookingId) {
      expect([res.statusCode, res.json()._id]).toEqual([200, quote.bookingId])
      return
    }
    if (quote.expiresAt <= model.now) {
      expect([res.statusCode, res.json().code]).toEqual([409, 'QUOTE_EXPIRED'])
      return
    }
    expect(res.statusCode).toBe(201)
    const dueAt = Date.parse(res.json().payment_due)
    quote.bookingId = res.json()._id
    for (const hold of quote.holds) hold.expiresAt = dueAt
    model.bookings.push({ id: quote.bookingId!, holds: quote.holds, dueAt, state: 'unpaid' })
  }
}

abstract class OnBooking extends Step {
  constructor(readonly pick: number) {
    super()
  }
  override check(model: Readonly<Model>) {
    return model.bookings.length > 0
  }
  booking = (model: Model) => model.bookings[this.pick % model.bookings.length]!
  status = async (real: Real, id: string) =>
    (await suite.app.inject({ url: `/api/bookings/${id}`, headers: real.auth })).json()
}

class Pay extends OnBooking {
  toString = () => `pay booking #${this.pick}`
  async act(model: Model, real: Real) {
    const booking = this.booking(model)
    if (booking.state !== 'unpaid') {
      const res = await openCheckout(suite.app, real.auth, booking.id)
      expect([res.statusCode, res.json().code]).toEqual([409, 'PAYMENT_NOT_NEEDED'])
      return
    }
    await payThroughSandbox(suite.app, real.auth, booking.id)
    expect(await this.status(real, booking.id)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    })
    booking.state = 'paid'
    for (const hold of booking.holds) hold.expiresAt = null
  }
}

class Cancel extends OnBooking {
  toString = () => `cancel booking #${this.pick}`
  async act(model: Model, real: Real) {
    const booking = this.booking(model)
    const res = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking.id}/cancel`,
      headers: real.auth,
    })
    if (booking.state === 'cancelled') {
      expect([res.statusCode, res.json().code]).toEqual([409, 'ALREADY_CANCELLED'])
      return
    }
    expect([res.statusCode, res.json().status]).toEqual([200, 'cancelled'])
    booking.state = 'cancelled'
    for (const hold of booking.holds) hold.released = true
  }
}

/** Time passes past hold and payment deadlines, and the booking clock runs. */
class Expire extends Step {
  constructor(readonly minutes: number) {
    super()
  }
  toString = () => `wait ${this.minutes} min`
  async act(model: Model) {
    suite.clock.advanceMinutes(this.minutes)
    model.now += this.minutes * 60_000
    await suite.app.bookingClock.runOnce()
    for (const booking of model.bookings) {
      if (booking.state === 'unpaid' && booking.dueAt <= model.now) {
        booking.state = 'cancelled'
        for (const hold of booking.holds) hold.released = true
      }
    }
  }
}

const basket = fc.array(fc.constantFrom(...CODES), { minLength: 1, maxLength: 3 })
const commands = [
  period.map((rental) => new Search(rental)),
  fc.tuple(basket, period).map(([codes, rental]) => new Book(codes, rental)),
  fc.nat(20).map((pick) => new BookQuote(pick)),
  fc.nat(20).map((pick) => new Pay(pick)),
  fc.nat(20).map((pick) => new Cancel(pick)),
  fc.constantFrom(10, 31, 46).map((minutes) => new Expire(minutes)),
]

let real: Real

beforeAll(async () => {
  real = { auth: (await signedIn(suite.app)).auth }
  // The model counts rental days alone; the turnaround has its own tests.
  await suite.db.update(gearCategories).set({ turnaroundDays: 0 })
  for (const code of CODES) {
    await suite.db
      .update(inventory)
      .set({ stock: STOCK[code]! })
      .where(and(eq(inventory.gearId, suite.ids[code]!), eq(inventory.locationCode, 'SVQ')))
  }
})

/** Each sequence starts on an empty calendar at the same instant. */
async function startOver(): Promise<Model> {
  await suite.db
    .update(reservations)
    .set({ status: 'released' })
    .where(
      inArray(
        reservations.gearId,
        CODES.map((code) => suite.ids[code]!),
      ),
    )
  suite.clock.set(START)
  return { now: Date.parse(START), quotes: [], bookings: [] }
}

it('never oversells, and reports the availability of a simple model, over 200 random sequences', async () => {
  await fc.assert(
    fc.asyncProperty(fc.commands(commands, { maxCommands: 8 }), async (sequence) => {
      const model = await startOver()
      await fc.asyncModelRun(() => ({ model, real }), sequence)
    }),
    { numRuns: 200, seed: reliabilitySeed('model-based booking test') },
  )
}, 600_000)
