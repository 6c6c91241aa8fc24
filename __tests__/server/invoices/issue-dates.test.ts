/**
 * Invoice dates come from the database's clock, on the location's clock, in the transaction that
 * issues them (docs/money.md, Invoices): the server's own clock (which this suite sets to
 * 1 March 2027, and which two servers may disagree on) names neither the date nor the series'
 * year; and a series never gives a number on an earlier date than its last one.
 */
import { and, eq, sql } from 'drizzle-orm'
import { invoiceCounters, invoices } from '../../../src/server/db/schema'
import {
  bookedTraveller,
  bookingTestApp,
  openCheckout,
  payCheckout,
  payThroughSandbox,
  settleSandbox,
} from '../support/bookings'

const suite = bookingTestApp('2027-03-01T10:00:00Z')

afterEach(async () => {
  await settleSandbox(suite.app, suite.clock)
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
  expect(await suite.app.invoices.verify()).toMatchObject({ broken: null })
})

/** The database's date in Madrid (the location's time zone). */
async function databaseToday() {
  const result = (await suite.db.execute(
    sql`select to_char(now() at time zone 'Europe/Madrid', 'YYYY-MM-DD') as day`,
  )) as unknown as { rows: { day: string }[] }
  return result.rows[0]!.day
}

const invoicesOf = (bookingId: string) =>
  suite.db.select().from(invoices).where(eq(invoices.bookingId, bookingId))

const simplifiedCounter = async (year: number) =>
  (
    await suite.db
      .select()
      .from(invoiceCounters)
      .where(and(eq(invoiceCounters.kind, 'simplified'), eq(invoiceCounters.year, year)))
  )[0]

it("dates an invoice and names its series' year by the database's clock, not the server's", async () => {
  const booked = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
  const before = await databaseToday()
  await payThroughSandbox(suite.app, booked.auth, booked.booking._id)
  const after = await databaseToday()
  const [invoice] = await invoicesOf(booked.booking._id)
  expect([before, after]).toContain(invoice!.issueDate)
  expect(invoice!.series).toBe(`S${invoice!.issueDate.slice(0, 4)}`)
  const counter = await simplifiedCounter(invoice!.year)
  expect(counter).toMatchObject({ lastNumber: invoice!.number, lastIssueDate: invoice!.issueDate })
})

it('refuses to number a series on an earlier date than its last number, and numbers it once the dates agree', async () => {
  const paid = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
  await payThroughSandbox(suite.app, paid.auth, paid.booking._id)
  const [first] = await invoicesOf(paid.booking._id)
  // As after a database clock set back: the series' last number carries a later date.
  await suite.db
    .update(invoiceCounters)
    .set({ lastIssueDate: sql`${first!.issueDate}::date + 1` })
    .where(and(eq(invoiceCounters.kind, 'simplified'), eq(invoiceCounters.year, first!.year)))
  const counted = await simplifiedCounter(first!.year)

  const waiting = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
  const session = (await openCheckout(suite.app, waiting.auth, waiting.booking._id)).json()
  await payCheckout(suite.app, session.session_id)
  // The payment's transaction rolled back: no invoice, no number taken, the booking still unpaid.
  expect(await invoicesOf(waiting.booking._id)).toEqual([])
  expect(await simplifiedCounter(first!.year)).toEqual(counted)
  const unpaid = await suite.app.inject({
    url: `/api/bookings/${waiting.booking._id}`,
    headers: waiting.auth,
  })
  expect(unpaid.json()).toMatchObject({ payment_status: 'unpaid' })

  await suite.db
    .update(invoiceCounters)
    .set({ lastIssueDate: first!.issueDate })
    .where(and(eq(invoiceCounters.kind, 'simplified'), eq(invoiceCounters.year, first!.year)))
  const confirmed = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${waiting.booking._id}/payment/confirm`,
    headers: waiting.auth,
    payload: { session_id: session.session_id },
  })
  expect(confirmed.json()).toMatchObject({ payment_status: 'paid' })
  const [next] = await invoicesOf(waiting.booking._id)
  expect(next).toMatchObject({ series: first!.series, number: counted!.lastNumber + 1 })
  expect(next!.issueDate >= first!.issueDate).toBe(true)
})
