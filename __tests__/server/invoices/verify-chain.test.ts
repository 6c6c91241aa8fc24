/**
 * The chain of invoice records finds tampering: a record altered by the database's owner, with
 * the refusing trigger switched off for that one statement, is named by `verify` and by
 * `npm run invoices:verify`, which then exits non-zero.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { invoices } from '../../../src/server/db/schema'
import { invoiceNumber } from '../../../src/server/domains/invoices'
import { bookedTraveller, bookingTestApp, payThroughSandbox } from '../support/bookings'
import { onPostgres } from '../support/testDatabase'

const suite = bookingTestApp()
const root = path.resolve(__dirname, '..', '..', '..')

/** `npm run invoices:verify` against this file's database: its exit code and what it said. */
async function verifyCommand() {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  const current = (await suite.db.execute(sql`select current_database() as name`)) as unknown as {
    rows: { name: string }[]
  }
  url.pathname = `/${current.rows[0]!.name}`
  const run = spawnSync('npm', ['run', '--silent', 'invoices:verify'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.toString() },
    encoding: 'utf8',
  })
  return { status: run.status, said: `${run.stdout}${run.stderr}` }
}

it('holds for records as issued, and names the first record altered behind its back', async () => {
  for (let i = 0; i < 3; i++) {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZST405-B']!])
    await payThroughSandbox(suite.app, auth, booking._id)
  }
  expect(await suite.app.invoices.verify()).toEqual({ checked: 3, broken: null })
  if (onPostgres()) {
    expect(await verifyCommand()).toEqual({
      status: 0,
      said: 'The invoice chain holds: 3 records checked.\n',
    })
  }

  const [, second] = await suite.db.select().from(invoices).orderBy(asc(invoices.chainPosition))
  await suite.db.transaction(async (tx) => {
    await tx.execute(sql`alter table invoices disable trigger invoices_no_change`)
    await tx
      .update(invoices)
      .set({ totalCents: second!.totalCents - 1000 })
      .where(eq(invoices.id, second!.id))
    await tx.execute(sql`alter table invoices enable trigger invoices_no_change`)
  })

  const number = invoiceNumber(second!)
  expect(await suite.app.invoices.verify()).toEqual({
    checked: 1,
    broken: {
      number,
      chainPosition: 2,
      reason: 'its fields no longer give its fingerprint',
    },
  })
  if (onPostgres()) {
    const { status, said } = await verifyCommand()
    expect(status).toBe(1)
    expect(said).toContain(`The invoice chain is broken at ${number} (record 2 of the chain)`)
  }
})
