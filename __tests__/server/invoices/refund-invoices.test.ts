/**
 * A refund of the rental names the corrective invoice its transaction issued (docs/money.md,
 * Invoices), and its email attaches that one: two refunds of the same amount on one booking,
 * recorded in the same second, each send their own. Refunds that get no invoice name none
 * (__tests__/server/bookings/one-payment.test.ts, __tests__/server/deposits/charge-mode.test.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { invoices, refunds } from '../../../src/server/db/schema'
import { invoiceNumber } from '../../../src/server/domains/invoices'
import { deskMoneySuite } from '../desk/moneySuite'
import { emailsTo } from '../support/accounts'
import { settleSandbox } from '../support/bookings'
import { onPostgres } from '../support/testDatabase'

jest.setTimeout(60_000)

const { suite, desk, roles, paidBooking } = deskMoneySuite()
afterEach(async () => {
  expect(await suite.app.invoices.verify()).toMatchObject({ broken: null })
})

const refundsOf = (bookingId: string) =>
  suite.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))

/** Each refund email's provider reference (in its text) and the files it attaches. */
async function refundEmails(to: string) {
  const sent = await emailsTo(suite.app, to)
  return sent
    .filter((email) => email.template === 'refund_issued')
    .map((email) => ({
      reference: /re_[A-Za-z0-9_]+/.exec(email.textBody)?.[0],
      files: email.attachments.map((file) => file.filename),
    }))
}

/** The file name each refund's email should attach: its own corrective invoice's number. */
async function ownCorrectives(bookingId: string) {
  const rows = await refundsOf(bookingId)
  return Promise.all(
    rows.map(async (row) => {
      const [invoice] = await suite.db
        .select()
        .from(invoices)
        .where(eq(invoices.id, row.invoiceId!))
      expect(invoice).toMatchObject({ kind: 'corrective', totalCents: -row.amountCents })
      return { reference: row.providerRefundId, files: [`${invoiceNumber(invoice!)}.pdf`] }
    }),
  )
}

/**
 * Two admin refunds of 15 € at once. On PostgreSQL the booking's row is held meanwhile, so both
 * transactions start (and date their refunds) before either issues its invoice.
 */
async function twoRefundsAtOnce(bookingId: string) {
  const both = () =>
    Promise.all([
      desk.refund(roles.admin, bookingId, { amount: 1500 }),
      desk.refund(roles.admin, bookingId, { amount: 1500 }),
    ])
  if (!onPostgres()) return both()
  let answers: ReturnType<typeof both> | undefined
  await suite.db.transaction(async (tx) => {
    await tx.execute(sql`select id from bookings where id = ${bookingId} for update`)
    answers = both()
    for (let waiting = 0; waiting < 2;) {
      await new Promise((resolve) => setTimeout(resolve, 20))
      const result = (await suite.db.execute(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      )) as unknown as { rows: { n: number }[] }
      waiting = result.rows[0]!.n
    }
  })
  return answers!
}

it('gives two refunds of the same amount, recorded in the same second, each its own corrective invoice in its email', async () => {
  const { booking, traveller } = await paidBooking()
  const answers = await twoRefundsAtOnce(booking._id)
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
  const rows = await refundsOf(booking._id)
  expect(rows.map((row) => row.amountCents)).toEqual([1500, 1500])
  if (!onPostgres()) {
    // PGlite runs one transaction at a time: date both refunds as two transactions started
    // together would (what PostgreSQL does above for real).
    await suite.db.execute(
      sql`update refunds set created_at = ${rows[0]!.createdAt} where booking_id = ${booking._id}`,
    )
  }
  await settleSandbox(suite.app, suite.clock)

  const correctives = await ownCorrectives(booking._id)
  expect(new Set(correctives.map((own) => own.files[0])).size).toBe(2)
  const emails = await refundEmails(traveller.email)
  expect(emails).toHaveLength(2)
  expect(emails).toEqual(expect.arrayContaining(correctives))
})

it('names, for the refunds written before it, the corrective invoice the records make plain, and none where two refunds could claim one', async () => {
  const single = await paidBooking()
  expect((await desk.refund(roles.admin, single.booking._id, { amount: 1500 })).statusCode).toBe(
    200,
  )
  const cancelled = await paidBooking()
  const cancelling = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${cancelled.booking._id}/cancel`,
    headers: cancelled.auth,
  })
  expect(cancelling.statusCode).toBe(200)
  const twice = await paidBooking()
  await desk.refund(roles.admin, twice.booking._id, { amount: 1500 })
  await desk.refund(roles.admin, twice.booking._id, { amount: 1500 })
  const [first] = await refundsOf(twice.booking._id)
  await suite.db.execute(
    sql`update refunds set created_at = ${first!.createdAt} where booking_id = ${twice.booking._id}`,
  )
  await settleSandbox(suite.app, suite.clock)
  const named = async () =>
    Object.fromEntries(
      await Promise.all(
        [single, cancelled, twice].map(async ({ booking }) => [
          booking._id,
          (await refundsOf(booking._id)).map((row) => row.invoiceId),
        ]),
      ),
    )
  const written = await named()
  expect(Object.values(written).flat().every(Boolean)).toBe(true)

  await suite.db.execute(sql`update refunds set invoice_id = null`)
  for (const statement of backfill()) await suite.db.execute(sql.raw(statement))
  expect(await named()).toEqual({
    ...written,
    [twice.booking._id]: [null, null],
  })
})

/** The statements of migration 0043 that name the invoices of the refunds already written. */
function backfill() {
  const file = path.resolve(
    __dirname,
    '../../../src/server/db/migrations/0043_refund_invoice_and_series_dates.sql',
  )
  const statements = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint')
  const from = statements.findIndex((statement) => statement.includes('DISABLE TRIGGER'))
  return statements.slice(from)
}
