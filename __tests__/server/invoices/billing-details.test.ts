/**
 * Billing details (docs/money.md, Invoices): checked field by field at checkout and from the
 * booking page; a rental above 400 € is paid only with them; given before the payment, the
 * first invoice is a full one; given after a simplified invoice, a corrective invoice by
 * substitution cancels it and a full one is issued, once.
 */
import { inArray } from 'drizzle-orm'
import { inventory } from '../../../src/server/db/schema'
import { everyRole } from '../desk/helpers'
import { signedIn } from '../support/accounts'
import {
  book,
  bookedTraveller,
  bookingTestApp,
  checkout,
  createQuote,
  openCheckout,
  payThroughSandbox,
  rentalOf,
  settleSandbox,
} from '../support/bookings'

const suite = bookingTestApp()

const details = {
  name: 'Muñoz Viajes SL',
  address: 'Calle Sierpes 12, 2º',
  postal_code: '41004',
  city: 'Sevilla',
  country: 'ES',
  tax_id: 'B-58378431',
}
const stored = { ...details, tax_id: 'B58378431', tax_id_kind: 'cif' }

const invoicesOf = (bookingId: string) => suite.app.invoices.ofBooking({ bookingId })
const giveDetails = (auth: Record<string, string>, id: string, body: object) =>
  suite.app.inject({
    method: 'PUT',
    url: `/api/bookings/${id}/billing-details`,
    headers: auth,
    payload: body,
  })

/** A car seat and a stroller for a week: well under 400 €. */
const smallRental = () => [suite.ids['ZCS123-K']!, suite.ids['ZST405-B']!]
/** Six large strollers for a week: above 400 €. */
const largeRental = () => Array<string>(6).fill(suite.ids['ZST417-Y']!)

beforeAll(async () => {
  await suite.db
    .update(inventory)
    .set({ stock: 50 })
    .where(inArray(inventory.gearId, [...smallRental(), ...largeRental()]))
})
afterEach(async () => {
  await settleSandbox(suite.app, suite.clock)
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
  expect(await suite.app.invoices.verify()).toMatchObject({ broken: null })
})

it('refuses billing details field by field with 422, naming each field, and quotes nothing', async () => {
  const { auth } = await signedIn(suite.app)
  const refused = await createQuote(
    suite.app,
    auth,
    checkout(smallRental(), {
      billing_details: { ...details, name: ' ', postal_code: '4100', tax_id: '12345678A' },
    }),
  )
  expect(refused.statusCode).toBe(422)
  expect(refused.json()).toMatchObject({
    code: 'BILLING_FIELD_REQUIRED',
    message: 'Please enter the name or company',
    details: [
      { path: 'body/billing_details/name', message: 'Please enter the name or company' },
      {
        path: 'body/billing_details/postal_code',
        message: 'Please enter a valid postal code (5 digits)',
      },
      {
        path: 'body/billing_details/tax_id',
        message: 'Please enter a valid NIF, NIE, CIF or EU VAT number',
      },
    ],
  })
})

it('asks for billing details above 400 € of rental, and issues the first invoice in full with them', async () => {
  const { auth } = await signedIn(suite.app)
  const refused = await createQuote(suite.app, auth, checkout(largeRental()))
  expect(refused.statusCode).toBe(422)
  expect(refused.json()).toMatchObject({
    code: 'BILLING_DETAILS_REQUIRED',
    details: [{ path: 'body/billing_details' }],
  })
  const quote = await createQuote(
    suite.app,
    auth,
    checkout(largeRental(), { billing_details: details }),
  )
  expect(quote.statusCode).toBe(201)
  expect(quote.json().billing_details).toEqual(stored)
  const booking = (await book(suite.app, auth, quote.json()._id)).json()
  expect(booking.billing_details).toEqual(stored)
  expect(rentalOf(booking)).toBeGreaterThan(40_000)
  await payThroughSandbox(suite.app, auth, booking._id)
  const [invoice, ...others] = await invoicesOf(booking._id)
  expect(others).toEqual([])
  expect(invoice).toMatchObject({
    kind: 'full',
    series: expect.stringMatching(/^F\d{4}$/),
    totalCents: rentalOf(booking),
    correctsId: null,
    recipient: stored,
  })
})

it('refuses to open the payment of a rental above 400 € without billing details, until they are given', async () => {
  const { auth } = await signedIn(suite.app)
  const quote = (
    await createQuote(suite.app, auth, checkout(largeRental(), { billing_details: details }))
  ).json()
  const cleared = await suite.app.inject({
    method: 'PATCH',
    url: `/api/quotes/${quote._id}`,
    headers: auth,
    payload: { billing_details: null },
  })
  expect(cleared.json().billing_details).toBeNull()
  const booking = (await book(suite.app, auth, quote._id)).json()
  const refused = await openCheckout(suite.app, auth, booking._id)
  expect(refused.statusCode).toBe(422)
  expect(refused.json().code).toBe('BILLING_DETAILS_REQUIRED')

  const given = await giveDetails(auth, booking._id, details)
  expect(given.statusCode).toBe(200)
  expect(given.json().billing_details).toEqual(stored)
  expect(await invoicesOf(booking._id)).toEqual([])
  await payThroughSandbox(suite.app, auth, booking._id)
  expect((await invoicesOf(booking._id)).map((invoice) => invoice.kind)).toEqual(['full'])
})

it('replaces a simplified invoice by a corrective one by substitution and a full one, once', async () => {
  const { auth, booking } = await bookedTraveller(suite.app, smallRental())
  await payThroughSandbox(suite.app, auth, booking._id)
  const [simplified] = await invoicesOf(booking._id)
  expect(simplified!.kind).toBe('simplified')

  const given = await giveDetails(auth, booking._id, details)
  expect(given.statusCode).toBe(200)
  expect(given.json().billing_details).toEqual(stored)
  const again = await giveDetails(auth, booking._id, { ...details, tax_id: 'b58378431' })
  expect(again.statusCode).toBe(200)
  const { moderator } = await everyRole(suite.app)
  const atDesk = await suite.app.inject({
    url: `/api/desk/bookings/${booking._id}`,
    headers: moderator,
  })
  expect(atDesk.json().billing_details).toEqual(stored)

  const records = await invoicesOf(booking._id)
  expect(records).toEqual([
    simplified,
    expect.objectContaining({
      kind: 'corrective',
      correctsId: simplified!.id,
      totalCents: -simplified!.totalCents,
      vatCents: -simplified!.vatCents,
    }),
    expect.objectContaining({
      kind: 'full',
      correctsId: simplified!.id,
      totalCents: rentalOf(booking),
      recipient: stored,
    }),
  ])

  const other = await giveDetails(auth, booking._id, { ...details, name: 'Otra SL' })
  expect(other.statusCode).toBe(409)
  expect(other.json().code).toBe('FULL_INVOICE_ALREADY_ISSUED')

  // From then on, a refund corrects the full invoice.
  const cancelled = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: auth,
  })
  expect(cancelled.statusCode).toBe(200)
  const last = (await invoicesOf(booking._id)).at(-1)
  expect(last).toMatchObject({
    kind: 'corrective',
    correctsId: records[2]!.id,
    totalCents: -rentalOf(booking),
    recipient: stored,
  })
})

it("answers 422 per field from the booking page, and 404 for someone else's booking", async () => {
  const { auth, booking } = await bookedTraveller(suite.app, smallRental())
  const refused = await giveDetails(auth, booking._id, { ...details, tax_id: 'DE136695977' })
  expect(refused.statusCode).toBe(422)
  expect(refused.json()).toMatchObject({
    code: 'INVALID_TAX_ID',
    details: [{ path: 'body/tax_id' }],
  })
  const stranger = await signedIn(suite.app)
  expect((await giveDetails(stranger.auth, booking._id, details)).statusCode).toBe(404)
  expect(
    (await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })).json(),
  ).toMatchObject({ billing_details: null })
})
