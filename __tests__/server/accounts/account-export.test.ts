/**
 * A family's export (docs/privacy.md): one JSON file with the profile, consents, children,
 * every booking of the account however many there are (read in batches), their money,
 * invoices and agreement, and the emails sent; only ever the family's own.
 */
import { eq } from 'drizzle-orm'
import { EXPORT_BATCH } from '../../../src/server/domains/accounts/account-export'
import { bookings, quotes } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import { bookedTraveller, bookingTestApp, payThroughSandbox } from '../support/bookings'

const suite = bookingTestApp()

const exportOf = (auth: Record<string, string>) =>
  suite.app.inject({ url: '/api/users/me/export', headers: auth })

/** Copies of a booking (and of its quote) for the same account, as years of trips would leave. */
async function moreBookingsLike(bookingId: string, count: number) {
  const [booking] = await suite.db.select().from(bookings).where(eq(bookings.id, bookingId))
  const [quote] = await suite.db.select().from(quotes).where(eq(quotes.id, booking!.quoteId))
  const references: string[] = []
  for (let i = 0; i < count; i++) {
    const { id: _quoteId, ...quoteFields } = quote!
    const [copy] = await suite.db
      .insert(quotes)
      .values({ ...quoteFields, status: 'booked' })
      .returning()
    const { id: _bookingId, ...bookingFields } = booking!
    const reference = `TT-COPY${String(i).padStart(3, '0')}`
    await suite.db.insert(bookings).values({
      ...bookingFields,
      quoteId: copy!.id,
      reference,
      status: 'completed',
      createdAt: new Date(Date.parse('2026-01-01T00:00:00Z') + i * 86_400_000),
    })
    references.push(reference)
  }
  return references
}

it('holds every booking of the account, more than one batch of them, with their money and invoices, and nobody else’s', async () => {
  const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
  await payThroughSandbox(suite.app, auth, booking._id)
  const copies = await moreBookingsLike(booking._id, EXPORT_BATCH + 5)
  const other = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
  await suite.app.inject({
    method: 'POST',
    url: '/api/users/children',
    headers: auth,
    payload: { name: 'Martina', height_cm: 98 },
  })

  const res = await exportOf(auth)
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('private, no-store')
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="tinytrip-account-\d{4}-\d{2}-\d{2}\.json"$/,
  )
  const file = res.json()
  expect(file).toMatchObject({
    format: 'tinytrip-account-export',
    version: 1,
    account: { email: traveller.email, first_name: traveller.first_name },
    consents: { data_processing_at: expect.any(String), marketing: false },
    children: [{ name: 'Martina', height_cm: 98 }],
  })
  const references = file.bookings.map((b: { reference: string }) => b.reference)
  expect(references).toHaveLength(EXPORT_BATCH + 6)
  expect(new Set(references)).toEqual(new Set([booking.reference, ...copies]))
  expect(references).not.toContain(other.booking.reference)

  const paid = file.bookings.find((b: { reference: string }) => b.reference === booking.reference)
  expect(paid).toMatchObject({
    status: 'confirmed',
    payment_status: 'paid',
    pickup_location_code: 'SVQ',
    start_date: '2027-04-09',
    contact: { inbound_flight: 'BA123', notes: 'Twins, arriving late' },
    pricing: { items: [expect.objectContaining({ gear_id: suite.ids['ZST405-B'] })] },
    deposit: { mode: 'hold', status: 'awaiting' },
    payments: [expect.objectContaining({ status: 'paid', paid_at: expect.any(String) })],
    invoices: [expect.objectContaining({ kind: 'simplified', number: expect.any(String) })],
    agreement: null,
  })
  expect(paid.invoices[0].number).toMatch(/^S\d{4}-\d{6}$/)
  // The emails sent to the family: the activation and the booking's.
  expect(file.messages.map((m: { template: string }) => m.template)).toEqual(
    expect.arrayContaining(['activation', 'booking_confirmation']),
  )
  expect(file.kept_after_deletion).toEqual(
    expect.arrayContaining([expect.stringContaining('invoices')]),
  )
})

it('is for a signed-in family only', async () => {
  expect((await exportOf({})).statusCode).toBe(401)
  const { auth, tokens } = await signedIn(suite.app)
  const empty = (await exportOf(auth)).json()
  expect(empty).toMatchObject({ account: { id: tokens.user_id }, bookings: [], children: [] })
})
