/**
 * Invoices follow the rental money (docs/money.md, Invoices): a payment kept gets a simplified
 * invoice of its rental (never its deposit), every refund or reduction of the rental a
 * corrective one referencing it, a change's difference paid an invoice of its own; issued
 * records never change, and the booking's invoices add up to the rental it keeps.
 */
import { eq, inArray, sql } from 'drizzle-orm'
import { includedVat } from '../../../src/shared/domain/money'
import { inventory, invoiceLines, refunds } from '../../../src/server/db/schema'
import { commitChange } from '../support/changes'
import {
  bookedTraveller,
  bookingTestApp,
  payThroughSandbox,
  rentalOf,
  sendWebhook,
  settleSandbox,
} from '../support/bookings'
import { deskRequests, everyRole } from '../desk/helpers'

const suite = bookingTestApp()
const desk = deskRequests(() => suite.app)
let roles: Awaited<ReturnType<typeof everyRole>>

const invoicesOf = (bookingId: string) => suite.app.invoices.ofBooking({ bookingId })
const refundsOf = (bookingId: string) =>
  suite.db.select().from(refunds).where(eq(refunds.bookingId, bookingId))
const linesOf = (invoiceId: string) =>
  suite.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId))
const viewOf = async (auth: Record<string, string>, id: string) =>
  (await suite.app.inject({ url: `/api/bookings/${id}`, headers: auth })).json()
const sum = (records: { totalCents: number }[]) =>
  records.reduce((total, record) => total + record.totalCents, 0)

/** A traveller's paid booking of two car seats and a stroller, 9 to 16 April. */
async function paidBooking() {
  const booked = await bookedTraveller(suite.app, [
    suite.ids['ZCS123-K']!,
    suite.ids['ZCS123-K']!,
    suite.ids['ZST405-B']!,
  ])
  await payThroughSandbox(suite.app, booked.auth, booked.booking._id)
  return booked
}

beforeAll(async () => {
  roles = await everyRole(suite.app)
  await suite.db
    .update(inventory)
    .set({ stock: 50 })
    .where(inArray(inventory.gearId, [suite.ids['ZCS123-K']!, suite.ids['ZST405-B']!]))
})
afterEach(async () => {
  await settleSandbox(suite.app, suite.clock)
  expect(await suite.app.payments.moneyMismatches()).toEqual([])
  expect(await suite.app.invoices.verify()).toMatchObject({ broken: null })
})

it('issues a simplified invoice of the rental when the payment is kept, its lines as priced', async () => {
  const { booking } = await paidBooking()
  const pricing = booking.pricing
  const [invoice, ...others] = await invoicesOf(booking._id)
  expect(others).toEqual([])
  expect(invoice).toMatchObject({
    kind: 'simplified',
    series: expect.stringMatching(/^S\d{4}$/),
    issueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    timeZone: 'Europe/Madrid',
    correctsId: null,
    currency: 'EUR',
    totalCents: rentalOf(booking),
    vatCents: includedVat(rentalOf(booking), 2100),
    vatBreakdown: [
      {
        rate_basis_points: 2100,
        base_cents: rentalOf(booking) - includedVat(rentalOf(booking), 2100),
        vat_cents: includedVat(rentalOf(booking), 2100),
      },
    ],
    fingerprint: expect.stringMatching(/^[0-9A-F]{64}$/),
  })
  expect(invoice!.series).toBe(`S${invoice!.issueDate.slice(0, 4)}`)
  const lines = await linesOf(invoice!.id)
  expect(lines.filter((line) => line.kind === 'rental')).toEqual(
    pricing.items.map((item: Record<string, number | string | boolean>) =>
      expect.objectContaining({
        code: item.gear_id,
        quantity: item.quantity,
        days: pricing.total_days,
        pricePerDayCents: item.applied_price_per_day,
        listPricePerDayCents: item.original_price_per_day,
        amountCents: item.subtotal,
        vatRateBasisPoints: 2100,
      }),
    ),
  )
  expect(lines.filter((line) => line.kind === 'fee')).toEqual(
    pricing.fees.map((fee: Record<string, number | string>) =>
      expect.objectContaining({ feeType: fee.type, amountCents: fee.total_amount }),
    ),
  )
})

it("gives a traveller's cancellation a corrective invoice of the whole rental", async () => {
  const { auth, booking } = await paidBooking()
  const cancelled = await suite.app.inject({
    method: 'POST',
    url: `/api/bookings/${booking._id}/cancel`,
    headers: auth,
  })
  expect(cancelled.statusCode).toBe(200)
  const [original, corrective] = await invoicesOf(booking._id)
  expect(corrective).toMatchObject({
    kind: 'corrective',
    series: expect.stringMatching(/^R\d{4}$/),
    correctsId: original!.id,
    totalCents: -rentalOf(booking),
    vatCents: -includedVat(rentalOf(booking), 2100),
  })
  expect(await refundsOf(booking._id)).toEqual([
    expect.objectContaining({ reason: 'cancellation', invoiceId: corrective!.id }),
  ])
  const reversed = await linesOf(corrective!.id)
  expect(reversed.every((line) => line.amountCents < 0)).toBe(true)
  expect(reversed.filter((line) => line.kind === 'rental').map((line) => line.quantity)).toEqual(
    booking.pricing.items.map((item: { quantity: number }) => -item.quantity),
  )
})

it("gives an admin's refund a corrective invoice of the amount, and issues nothing for a cancellation that refunds nothing more", async () => {
  const { booking } = await paidBooking()
  expect((await desk.refund(roles.admin, booking._id, { amount: 1500 })).statusCode).toBe(200)
  const [original, corrective] = await invoicesOf(booking._id)
  expect(corrective).toMatchObject({
    kind: 'corrective',
    correctsId: original!.id,
    totalCents: -1500,
  })
  expect(await linesOf(corrective!.id)).toEqual([
    expect.objectContaining({ kind: 'refund', amountCents: -1500, position: 1 }),
  ])
  const cancelled = await desk.cancel(roles.admin, booking._id, {
    reason: 'Flight cancelled',
    refund_amount: 0,
    payment_status: 'paid',
  })
  expect(cancelled.statusCode).toBe(200)
  expect(await invoicesOf(booking._id)).toHaveLength(2)
  expect(sum(await invoicesOf(booking._id))).toBe(rentalOf(booking) - 1500)
})

it("invoices again the rental of an admin's refund the card provider refused", async () => {
  const { booking } = await paidBooking()
  expect((await desk.refund(roles.admin, booking._id, { amount: 1500 })).statusCode).toBe(200)
  const [refund] = await suite.db.select().from(refunds).where(eq(refunds.bookingId, booking._id))
  const failed = await sendWebhook(suite.app, suite.clock.now(), {
    id: `evt_refund_failed_${refund!.id}`,
    type: 'refund.updated',
    data: { object: { id: refund!.providerRefundId, status: 'failed' } },
  })
  expect(failed.statusCode).toBe(200)
  const [original, corrective, again, ...none] = await invoicesOf(booking._id)
  expect(none).toEqual([])
  expect(corrective).toMatchObject({ kind: 'corrective', totalCents: -1500 })
  expect(again).toMatchObject({ kind: 'simplified', correctsId: original!.id, totalCents: 1500 })
  expect(sum([original!, corrective!, again!])).toBe(rentalOf(booking))
})

it("invoices a change's difference once paid, referencing the original, and corrects a reduction", async () => {
  const { auth, booking } = await paidBooking()
  const longer = (
    await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-18' })
  ).json()
  expect(longer.version.status).toBe('awaiting_payment')
  expect(await invoicesOf(booking._id)).toHaveLength(1)
  await payThroughSandbox(suite.app, auth, booking._id)
  const [original, difference] = await invoicesOf(booking._id)
  expect(difference).toMatchObject({
    kind: 'simplified',
    correctsId: original!.id,
    totalCents: longer.version.difference,
  })
  // Each item's line is reversed as invoiced and stated anew for the longer rental.
  const changed = await viewOf(auth, booking._id)
  const rentalLines = (await linesOf(difference!.id)).filter((line) => line.kind === 'rental')
  expect(rentalLines.map((line) => [Math.sign(line.quantity!), line.days])).toEqual([
    [-1, booking.pricing.total_days],
    [1, changed.pricing.total_days],
    [-1, booking.pricing.total_days],
    [1, changed.pricing.total_days],
  ])
  expect(sum(await invoicesOf(booking._id))).toBe(rentalOf(changed))

  const shorter = (
    await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-12' })
  ).json()
  expect(shorter.version.status).toBe('refunded')
  const records = await invoicesOf(booking._id)
  expect(records[2]).toMatchObject({
    kind: 'corrective',
    correctsId: original!.id,
    totalCents: shorter.version.difference,
  })
  // The reduction's refund names the corrective invoice its change issued.
  expect(await refundsOf(booking._id)).toEqual([
    expect.objectContaining({ reason: 'change', invoiceId: records[2]!.id }),
  ])
  expect(sum(records)).toBe(rentalOf(await viewOf(auth, booking._id)))
})

it('refuses to change or remove an issued invoice or its lines, in the database itself', async () => {
  const { booking } = await paidBooking()
  const [invoice] = await invoicesOf(booking._id)
  const refusal = (statement: ReturnType<typeof sql>) =>
    suite.db.execute(statement).then(
      () => 'accepted',
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    )
  expect(await refusal(sql`update invoices set total_cents = 1 where id = ${invoice!.id}`)).toBe(
    'invoices is an issued record: UPDATE refused',
  )
  expect(await refusal(sql`delete from invoices where id = ${invoice!.id}`)).toBe(
    'invoices is an issued record: DELETE refused',
  )
  expect(
    await refusal(sql`update invoice_lines set amount_cents = 0 where invoice_id = ${invoice!.id}`),
  ).toBe('invoice_lines is an issued record: UPDATE refused')
  // With the refunds that name them, so the trigger (not a foreign key) is what refuses.
  expect(await refusal(sql`truncate invoice_lines, tax_submissions, invoices, refunds`)).toMatch(
    /issued record: TRUNCATE refused/,
  )
  expect(await invoicesOf(booking._id)).toEqual([invoice])
})
