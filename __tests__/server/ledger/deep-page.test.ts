/**
 * A month with more lines than a page: the page at an offset past the first holds the lines
 * that follow in time order, the CSV export quotes a field holding a comma and a quote, and a
 * CSV download left part way gives its connection back. The refunds are written straight into
 * the database, dated in the month.
 */
import { eq } from 'drizzle-orm'
import { payments, refunds } from '../../../src/server/db/schema'
import { LEDGER_PAGE_LINES } from '../../../src/shared/domain/ledger'
import { paidBooking } from '../desk/handover-helpers'
import { everyRole } from '../desk/helpers'
import { bookingTestApp } from '../support/bookings'

const suite = bookingTestApp()
const REFUNDS = LEDGER_PAGE_LINES + 20
const ODD_ID = 're_"odd",one'

/**
 * A paid booking with `count` refunds of a cent, a minute apart from `start`, their provider ids
 * `prefix` and a number, but the last's `lastId`.
 */
async function refundedBooking(start: number, count: number, prefix: string, lastId: string) {
  const { booking } = await paidBooking(suite.app, [suite.ids['ZCS123-K']!])
  const [payment] = await suite.db
    .select()
    .from(payments)
    .where(eq(payments.bookingId, booking._id))
  await suite.db.insert(refunds).values(
    Array.from({ length: count }, (_, i) => ({
      bookingId: booking._id,
      paymentId: payment!.id,
      reason: 'staff' as const,
      provider: 'sandbox',
      providerRefundId: i === count - 1 ? lastId : `${prefix}_${String(i).padStart(4, '0')}`,
      status: 'succeeded' as const,
      amountCents: 1,
      currency: 'EUR',
      createdAt: new Date(start + i * 60_000),
    })),
  )
  return booking
}

it('pages past the first page in time order, and quotes a CSV field with a comma and a quote', async () => {
  const { admin } = await everyRole(suite.app)
  const start = Date.parse('2027-03-05T10:00:00Z')
  const booking = await refundedBooking(start, REFUNDS, 're_deep', ODD_ID)

  const read = (offset: number) =>
    suite.app.inject({
      url: `/api/desk/ledger?location=SVQ&month=2027-03&offset=${offset}`,
      headers: admin,
    })
  const first = (await read(0)).json()
  // The booking's payment and invoice come first, then the refunds by time.
  const shown = first.lines_total - LEDGER_PAGE_LINES
  expect(first.lines).toHaveLength(LEDGER_PAGE_LINES)
  const deep = (await read(LEDGER_PAGE_LINES)).json()
  expect(deep.offset).toBe(LEDGER_PAGE_LINES)
  expect(deep.lines_total).toBe(first.lines_total)
  expect(deep.lines).toHaveLength(shown)
  const links = deep.lines.map((line: { link: string }) => line.link)
  expect(links).toEqual(
    Array.from({ length: shown }, (_, i) => {
      const index = REFUNDS - shown + i
      return index === REFUNDS - 1 ? ODD_ID : `re_deep_${String(index).padStart(4, '0')}`
    }),
  )
  expect(first.lines.map((line: { link: string }) => line.link)).not.toContain(links[0])

  const csv = await suite.app.inject({
    url: '/api/desk/ledger/lines.csv?location=SVQ&month=2027-03',
    headers: admin,
  })
  const rows = csv.body.trim().split('\n')
  expect(rows).toHaveLength(first.lines_total + 1)
  expect(rows.at(-1)).toBe(
    `2027-03-05 ${localTimeOf(start + (REFUNDS - 1) * 60_000)},${booking.reference},refund,staff,-0.01,EUR,"re_""odd"",one"`,
  )
})

it('gives the connection back when a CSV download is left part way, as often as it happens', async () => {
  // Lines enough that the export is still being written when the reader goes.
  await refundedBooking(Date.parse('2027-05-03T08:00:00Z'), 300, 're_left', 're_left_last')
  const query = { location: 'SVQ', month: '2027-05' }
  // More abandoned downloads than the process has connections.
  for (let i = 0; i < 25; i++) {
    const { stream } = await suite.app.ledger.csv({ query, what: 'lines' })
    for await (const chunk of stream) {
      if (String(chunk).includes('re_left_0100')) break
    }
  }
  const { stream } = await suite.app.ledger.csv({ query, what: 'lines' })
  let text = ''
  for await (const chunk of stream) text += String(chunk)
  expect(text.trim().split('\n').at(-1)).toMatch(/,refund,staff,-0\.01,EUR,re_left_last$/)
  const ledger = await suite.app.ledger.read({ query })
  expect(ledger.lines_total).toBe(text.trim().split('\n').length - 1)
})

/** Hours and minutes on Seville's clock in March before the change to summer time (UTC+1). */
function localTimeOf(ms: number) {
  return new Date(ms + 3_600_000).toISOString().slice(11, 16)
}
