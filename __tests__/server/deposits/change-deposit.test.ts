/**
 * The deposit follows a booking's change: more units, a larger hold placed again at once and the
 * old one released; nothing left to hold, the hold released; gear that carries a deposit added
 * to a booking without one, a hold planned; the money still adds up.
 */
import { eq } from 'drizzle-orm'
import { gear, inventory } from '../../../src/server/db/schema'
import {
  bookedTraveller,
  bookingTestApp,
  payThroughSandbox,
  settleSandbox,
} from '../support/bookings'
import { commitChange } from '../support/changes'
import { depositRow, emailsOf, holdsOf, runClock } from '../support/deposits'

const suite = bookingTestApp()
/** A high chair that carries no deposit here, beside the car seat that does. */
const chair = () => suite.ids['ZHC601-S']!

beforeAll(async () => {
  await suite.db.update(gear).set({ depositCents: 0 }).where(eq(gear.id, chair()))
})

afterEach(async () => {
  await settleSandbox(suite.app, suite.clock)
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
})

it('places the hold again for the new units and releases the old one', async () => {
  const seat = suite.ids['ZCS123-K']!
  await suite.db.update(inventory).set({ stock: 10 }).where(eq(inventory.gearId, seat))
  const { auth, booking } = await bookedTraveller(suite.app, [seat])
  await payThroughSandbox(suite.app, auth, booking._id)
  suite.clock.set('2027-04-08T12:00:00Z')
  await runClock(suite.app)
  const deposit = booking.pricing.deposit
  expect(await depositRow(suite.app, booking._id)).toMatchObject({
    status: 'held',
    amountCents: deposit,
  })

  const changed = await commitChange(suite.app, auth, booking._id, { gear_ids: [seat, seat] })
  expect(changed.statusCode).toBe(201)
  expect(changed.json().version.status).toBe('awaiting_payment')
  await runClock(suite.app)
  expect(await depositRow(suite.app, booking._id)).toMatchObject({
    status: 'held',
    amountCents: 2 * deposit,
  })
  expect((await holdsOf(suite.app, booking._id)).map((h) => [h.amountCents, h.status])).toEqual([
    [deposit, 'released'],
    [2 * deposit, 'held'],
  ])
})

it('releases the hold when a change leaves no gear that carries a deposit', async () => {
  const seat = suite.ids['ZCS123-K']!
  const { auth, booking, traveller } = await bookedTraveller(suite.app, [seat, chair()])
  await payThroughSandbox(suite.app, auth, booking._id)
  suite.clock.set('2027-04-08T08:00:00Z')
  await runClock(suite.app)
  const deposit = booking.pricing.deposit
  expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'held' })

  const changed = await commitChange(suite.app, auth, booking._id, { gear_ids: [chair()] })
  expect(changed.statusCode).toBe(201)
  expect(changed.json().booking.deposit).toMatchObject({ amount: 0, status: 'released' })
  await runClock(suite.app)
  await runClock(suite.app)
  expect(await depositRow(suite.app, booking._id)).toMatchObject({
    status: 'released',
    amountCents: 0,
  })
  const holds = await holdsOf(suite.app, booking._id)
  expect(holds.map((h) => [h.amountCents, h.status, h.atProvider?.status])).toEqual([
    [deposit, 'released', 'canceled'],
  ])
  expect(await emailsOf(suite.app, traveller.email, 'deposit_hold_declined')).toEqual([])
  const [told] = await emailsOf(suite.app, traveller.email, 'booking_changed')
  expect(told!.textBody).toContain(
    'Your booking no longer needs a deposit: we release anything held on your card for it.',
  )
})

it('plans a hold when a change adds gear that carries a deposit to a booking without one', async () => {
  const seat = suite.ids['ZCS123-K']!
  const { auth, booking, traveller } = await bookedTraveller(suite.app, [chair()])
  await payThroughSandbox(suite.app, auth, booking._id)
  expect(await depositRow(suite.app, booking._id)).toMatchObject({ status: 'released' })

  const changed = await commitChange(suite.app, auth, booking._id, { gear_ids: [chair(), seat] })
  expect(changed.statusCode).toBe(201)
  const deposit = changed.json().booking.pricing.deposit
  expect(deposit).toBeGreaterThan(0)
  const [told] = await emailsOf(suite.app, traveller.email, 'booking_changed')
  expect(told!.textBody).toContain(`Your refundable deposit is now €${(deposit / 100).toFixed(2)}.`)
  expect(changed.json().booking.deposit).toMatchObject({ amount: deposit, status: 'awaiting' })
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
  await payThroughSandbox(suite.app, auth, booking._id)
  suite.clock.set('2027-04-08T12:00:00Z')
  await runClock(suite.app)
  expect(await depositRow(suite.app, booking._id)).toMatchObject({
    status: 'held',
    amountCents: deposit,
  })
  expect((await holdsOf(suite.app, booking._id)).map((h) => [h.amountCents, h.status])).toEqual([
    [deposit, 'held'],
  ])
})
