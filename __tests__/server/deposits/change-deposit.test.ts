/**
 * The deposit follows a booking's change: more units, a larger hold placed again at once and the
 * old one released; the money still adds up.
 */
import { eq } from 'drizzle-orm'
import { inventory } from '../../../src/server/db/schema'
import {
  bookedTraveller,
  bookingTestApp,
  payThroughSandbox,
  settleSandbox,
} from '../support/bookings'
import { commitChange } from '../support/changes'
import { depositRow, holdsOf, runClock } from '../support/deposits'

const suite = bookingTestApp()

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
