/**
 * Invoice numbers under real concurrency (PostgreSQL): payments recorded at once take the
 * numbers of their series one each, without a gap or a duplicate, and a payment whose
 * transaction is rolled back gives its number back.
 */
import { asc, eq, sql } from 'drizzle-orm'
import { inventory, invoices, taxSubmissions } from '../../../src/server/db/schema'
import { signedIn } from '../support/accounts'
import {
  book,
  bookingTestApp,
  checkout,
  createQuote,
  openCheckout,
  payCheckout,
} from '../support/bookings'
import { describeOnPostgres } from '../support/testDatabase'

jest.setTimeout(120_000)

describeOnPostgres('invoice numbers under concurrency (PostgreSQL)', () => {
  const suite = bookingTestApp()

  // Each booking of its own item, so the stock's locks do not line the payments up.
  let gearAtSvq: string[] = []
  beforeAll(async () => {
    const stocked = await suite.db
      .update(inventory)
      .set({ stock: 200 })
      .where(eq(inventory.locationCode, 'SVQ'))
      .returning({ gearId: inventory.gearId })
    gearAtSvq = stocked.map((row) => row.gearId)
  })
  afterEach(async () => {
    expect(await suite.app.payments.moneyMismatches()).toEqual([])
    expect(await suite.app.invoices.verify()).toMatchObject({ broken: null })
  })

  /** `n` unpaid bookings of one traveller, each with its checkout open. */
  async function openCheckouts(n: number) {
    const { auth } = await signedIn(suite.app)
    const opened: { bookingId: string; sessionId: string; auth: Record<string, string> }[] = []
    for (let i = 0; i < n; i++) {
      const gearId = gearAtSvq[i % gearAtSvq.length]!
      const quote = await createQuote(suite.app, auth, checkout([gearId]))
      const booking = (await book(suite.app, auth, quote.json()._id)).json()
      const session = (await openCheckout(suite.app, auth, booking._id)).json()
      opened.push({ bookingId: booking._id, sessionId: session.session_id, auth })
    }
    return opened
  }

  /** The numbers of the simplified series, in order. */
  const simplifiedNumbers = async () =>
    (
      await suite.db
        .select({ number: invoices.number, year: invoices.year })
        .from(invoices)
        .where(eq(invoices.kind, 'simplified'))
        .orderBy(asc(invoices.number))
    ).map((row) => row.number)

  it('50 payments recorded at once take the numbers 1 to 50, one each', async () => {
    const opened = await openCheckouts(50)
    const paid = await Promise.all(opened.map(({ sessionId }) => payCheckout(suite.app, sessionId)))
    expect(new Set(paid.map((res) => res.statusCode))).toEqual(new Set([303]))
    // Each family comes back to the site, which confirms its payment with the provider: what a
    // webhook could not record (a busy database refuses it, and the provider retries) is recorded.
    for (const { bookingId, sessionId, auth } of opened) {
      const confirmed = await suite.app.inject({
        method: 'POST',
        url: `/api/bookings/${bookingId}/payment/confirm`,
        headers: auth,
        payload: { session_id: sessionId },
      })
      expect(confirmed.statusCode).toBe(200)
    }
    expect(await simplifiedNumbers()).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    const perBooking = await suite.db
      .select({ bookingId: invoices.bookingId })
      .from(invoices)
      .where(eq(invoices.kind, 'simplified'))
    expect(new Set(perBooking.map((row) => row.bookingId))).toEqual(
      new Set(opened.map((o) => o.bookingId)),
    )
  })

  it('a payment whose transaction is rolled back leaves no gap in the numbers', async () => {
    const before = await simplifiedNumbers()
    const [failing, next] = await openCheckouts(2)
    // The chain's head refuses to move once (a sequence is not rolled back): the payment's
    // whole transaction is rolled back.
    await suite.db.execute(sql.raw('create sequence refuse_chain_once'))
    await suite.db.execute(
      sql.raw(`create function refuse_chain_once() returns trigger language plpgsql as $$
        begin
          if nextval('refuse_chain_once') = 1 then
            raise exception 'the payment transaction fails';
          end if;
          return new;
        end $$`),
    )
    await suite.db.execute(
      sql.raw(`create trigger refuse_chain_once before update on invoice_chain
               for each row execute function refuse_chain_once()`),
    )
    await payCheckout(suite.app, failing!.sessionId)
    expect(
      await suite.db.select().from(invoices).where(eq(invoices.bookingId, failing!.bookingId)),
    ).toEqual([])
    expect(await suite.db.select().from(taxSubmissions)).toHaveLength(before.length)
    expect(await simplifiedNumbers()).toEqual(before)

    expect((await payCheckout(suite.app, next!.sessionId)).statusCode).toBe(303)
    const confirmed = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${failing!.bookingId}/payment/confirm`,
      headers: failing!.auth,
      payload: { session_id: failing!.sessionId },
    })
    expect(confirmed.json()).toMatchObject({ payment_status: 'paid' })
    expect(await simplifiedNumbers()).toEqual([...before, before.length + 1, before.length + 2])
    await suite.db.execute(sql.raw('drop trigger refuse_chain_once on invoice_chain'))
    await suite.db.execute(sql.raw('drop function refuse_chain_once'))
  })
})
