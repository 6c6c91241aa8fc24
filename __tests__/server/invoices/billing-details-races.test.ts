/**
 * A full invoice asked for twice at once (a double submit, two tabs) on PostgreSQL: the booking
 * row's lock lines the requests up, so exactly one corrective invoice by substitution and one
 * full invoice are issued, and the chain holds.
 */
import { inArray } from 'drizzle-orm'
import { inventory } from '../../../src/server/db/schema'
import {
  bookedTraveller,
  bookingTestApp,
  payThroughSandbox,
  settleSandbox,
} from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'

jest.setTimeout(120_000)

describeOnPostgres('billing details given at once (PostgreSQL)', () => {
  const suite = bookingTestApp()
  const gearIds = () => [suite.ids['ZCS123-K']!, suite.ids['ZST405-B']!]

  beforeAll(async () => {
    await suite.db.update(inventory).set({ stock: 50 }).where(inArray(inventory.gearId, gearIds()))
  })
  afterEach(async () => {
    await settleSandbox(suite.app, suite.clock)
    expect(await suite.app.payments.moneyMismatches()).toEqual([])
    expect(await suite.app.invoices.verify()).toMatchObject({ broken: null })
  })

  it('issues exactly one substitution pair for ten identical requests at once', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, gearIds())
    await payThroughSandbox(suite.app, auth, booking._id)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        suite.app.inject({
          method: 'PUT',
          url: `/api/bookings/${booking._id}/billing-details`,
          headers: auth,
          payload: {
            name: 'Ana Muñoz',
            address: 'Calle Feria 3',
            postal_code: '41003',
            city: 'Sevilla',
            country: 'ES',
            tax_id: '12345678Z',
          },
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
    const kinds = (await suite.app.invoices.ofBooking({ bookingId: booking._id })).map(
      (invoice) => invoice.kind,
    )
    expect(kinds).toEqual(['simplified', 'corrective', 'full'])
  })
})
