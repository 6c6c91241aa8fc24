/**
 * The ledger (docs/money.md, The ledger): an admin reads a location's money of a day or a month,
 * every movement a line, and totals that reconcile to the cent on their own lines.
 */
import {
  handoverSuite,
  paidBooking,
  PICKUP_MORNING,
  suggestedUnits,
} from '../desk/handover-helpers'
import { newKey, type Auth } from '../desk/helpers'
import { rentalOf, settleSandbox } from '../support/bookings'
import { holdsOf, refundsOf, runClock } from '../support/deposits'
import { wallClockAt } from '../../../src/shared/domain/zonedTime'

const setup = handoverSuite()
const { suite, desk, handover } = setup

const HOLD_TIME = '2027-04-08T08:00:00Z'
const RENEWAL_TIME = '2027-04-14T09:00:00Z'
const AFTER_DISPUTE_WINDOW = '2027-04-17T09:00:00Z'

const ledger = (auth: Auth, query: string) =>
  suite.app.inject({ url: `/api/desk/ledger?${query}`, headers: auth })

interface Line {
  reference: string
  kind: string
  detail: string | null
  amount_cents: number
  local_time: string
}
const linesOf = (body: { lines: Line[] }, ...references: string[]) =>
  body.lines
    .filter((line) => references.includes(line.reference))
    .map(({ reference, kind, detail, amount_cents }) => ({ reference, kind, detail, amount_cents }))

/**
 * The lines of a month's ledger and of the month of `recorded`: refunds and holds are dated by
 * the database's clock, which the test clock does not move.
 */
async function linesOver(month: { lines: Line[]; from: string }, recorded: Date) {
  const other = wallClockAt(recorded.getTime(), 'Europe/Madrid').date.slice(0, 7)
  if (month.from.startsWith(other)) return month
  const more = (await ledger(setup.roles.admin, `location=SVQ&month=${other}`)).json()
  return { lines: [...month.lines, ...more.lines] }
}

async function outOnPickupMorning(bookingId: string) {
  suite.clock.set(PICKUP_MORNING)
  const unitIds = await suggestedUnits(handover, setup.roles.moderator, bookingId)
  await handover.checkOut(
    setup.roles.moderator,
    bookingId,
    unitIds.map((unit_id) => ({ unit_id })),
  )
  return unitIds
}

it('is for admins only: moderators and travellers are refused, guests asked to sign in', async () => {
  expect((await ledger(setup.roles.moderator, 'location=SVQ&month=2027-03')).statusCode).toBe(403)
  expect((await ledger(setup.roles.traveller, 'location=SVQ&month=2027-03')).statusCode).toBe(403)
  expect((await ledger(setup.roles.guest, 'location=SVQ&month=2027-03')).statusCode).toBe(401)
  const csv = await suite.app.inject({
    url: '/api/desk/ledger/lines.csv?location=SVQ&month=2027-03',
    headers: setup.roles.moderator,
  })
  expect(csv.statusCode).toBe(403)
})

it('asks for exactly one day or month at a known location', async () => {
  const admin = setup.roles.admin
  expect((await ledger(admin, 'location=SVQ')).json()).toMatchObject({
    statusCode: 400,
    code: 'VALIDATION_FAILED',
  })
  expect((await ledger(admin, 'location=SVQ&date=2027-03-01&month=2027-03')).statusCode).toBe(400)
  expect((await ledger(admin, 'location=SVQ&date=2027-02-30')).statusCode).toBe(400)
  expect((await ledger(admin, 'location=SVQ&month=2027-13')).statusCode).toBe(400)
  expect((await ledger(admin, 'location=SVQ&year=2027')).statusCode).toBe(400)
  expect((await ledger(admin, 'location=XXX&month=2027-03')).statusCode).toBe(404)
})

it('shows a paid booking, a refund, a hold released and a claim captured, reconciling to the cent', async () => {
  const admin = setup.roles.admin
  const claimed = await paidBooking(suite.app, [suite.ids['ZST405-B']!])
  const refunded = await paidBooking(suite.app, [suite.ids['ZCS123-K']!])
  expect((await desk.refund(admin, refunded.booking._id, { amount: 1000 })).statusCode).toBe(200)
  await settleSandbox(suite.app, suite.clock)
  const a = claimed.booking
  const b = refunded.booking

  const march = (await ledger(admin, 'location=SVQ&month=2027-03')).json()
  expect(march).toMatchObject({ from: '2027-03-01', to: '2027-04-01', time_zone: 'Europe/Madrid' })
  const [refund] = await refundsOf(suite.app, b._id)
  expect(linesOf(await linesOver(march, refund!.createdAt), a.reference, b.reference)).toEqual(
    expect.arrayContaining([
      { reference: a.reference, kind: 'payment', detail: null, amount_cents: rentalOf(a) },
      { reference: b.reference, kind: 'payment', detail: null, amount_cents: rentalOf(b) },
      { reference: b.reference, kind: 'refund', detail: 'staff', amount_cents: -1000 },
    ]),
  )
  expect(march.totals).toEqual({
    rental: {
      kept_cents: rentalOf(a) + rentalOf(b) - 1000,
      invoiced_cents: rentalOf(a) + rentalOf(b) - 1000,
      reconciles: true,
    },
    deposits: {
      taken_cents: 0,
      claimed_cents: 0,
      released_cents: 0,
      held_cents: 0,
      reconciles: true,
    },
    corrections: { taken_cents: 0, refunded_cents: 0, reconciles: true },
  })
  expect(march.mismatches).toEqual([])

  // The holds are placed the day before pickup; one stroller comes back bent, the car seat fine.
  suite.clock.set(HOLD_TIME)
  await runClock(suite.app)
  const [strollerUnit] = await outOnPickupMorning(a._id)
  const seatUnits = await outOnPickupMorning(b._id)
  await handover.checkIn(setup.roles.moderator, a._id, [
    { unit_id: strollerUnit!, outcome: 'repair', claim: { amount: 4000, reason: 'damaged' } },
  ] as never)
  await handover.checkIn(
    setup.roles.moderator,
    b._id,
    seatUnits.map((unit_id) => ({ unit_id, outcome: 'fine' })),
  )
  // The stroller's hold is renewed before it lapses, while the family may answer the claim.
  suite.clock.set(RENEWAL_TIME)
  await runClock(suite.app)
  suite.clock.set(AFTER_DISPUTE_WINDOW)
  const decided = await suite.app.inject({
    method: 'POST',
    url: `/api/desk/bookings/${a._id}/deposit/decision`,
    headers: { ...admin, 'idempotency-key': newKey() },
    payload: { keep_amount: 2500 },
  })
  expect(decided.statusCode).toBe(200)
  await runClock(suite.app)

  const april = (await ledger(admin, 'location=SVQ&month=2027-04')).json()
  const deposits = a.pricing.deposit + b.pricing.deposit
  const [hold] = await holdsOf(suite.app, a._id)
  expect(linesOf(await linesOver(april, hold!.createdAt), a.reference, b.reference)).toEqual(
    expect.arrayContaining([
      {
        reference: a.reference,
        kind: 'deposit_hold',
        detail: null,
        amount_cents: a.pricing.deposit,
      },
      {
        reference: b.reference,
        kind: 'deposit_hold',
        detail: null,
        amount_cents: b.pricing.deposit,
      },
      {
        reference: b.reference,
        kind: 'deposit_release',
        detail: null,
        amount_cents: -b.pricing.deposit,
      },
      { reference: a.reference, kind: 'deposit_capture', detail: null, amount_cents: 2500 },
    ]),
  )
  expect(april.totals.deposits).toEqual({
    taken_cents: deposits,
    claimed_cents: 2500,
    released_cents: deposits - 2500,
    held_cents: 0,
    reconciles: true,
  })
  expect(april.totals.rental).toEqual({
    kept_cents: rentalOf(a) + rentalOf(b) - 1000,
    invoiced_cents: rentalOf(a) + rentalOf(b) - 1000,
    reconciles: true,
  })
  expect(april.mismatches).toEqual([])

  // The invoices and the damage receipt are lines of the day they were issued.
  const issued = await suite.app.invoices.ofBooking({ bookingId: a._id })
  const receipt = issued.find((record) => record.kind === 'damage_receipt')!
  const thatDay = (await ledger(admin, `location=SVQ&date=${receipt.issueDate}`)).json()
  expect(linesOf(thatDay, a.reference)).toEqual(
    expect.arrayContaining([
      { reference: a.reference, kind: 'invoice', detail: 'simplified', amount_cents: rentalOf(a) },
      {
        reference: a.reference,
        kind: 'damage_receipt',
        detail: 'damage_receipt',
        amount_cents: 2500,
      },
    ]),
  )
})

it('exports the lines and the invoices of a period as CSV files on the location clock', async () => {
  const { booking } = await paidBooking(suite.app, [suite.ids['ZCS123-K']!])
  const [invoice] = await suite.app.invoices.ofBooking({ bookingId: booking._id })
  const lines = await suite.app.inject({
    url: '/api/desk/ledger/lines.csv?location=SVQ&month=2027-03',
    headers: setup.roles.admin,
  })
  expect(lines.statusCode).toBe(200)
  expect(lines.headers['content-type']).toBe('text/csv; charset=utf-8')
  expect(lines.headers['content-disposition']).toBe(
    'attachment; filename="tinytrip-ledger-SVQ-2027-03.csv"',
  )
  const rows = lines.body.trim().split('\n')
  expect(rows[0]).toBe('local_time,reference,kind,detail,amount,currency,link')
  const euros = (cents: number) => (cents / 100).toFixed(2)
  // Paid at 11:00 in Seville (10:00 UTC, winter time).
  expect(rows).toContainEqual(
    expect.stringMatching(
      new RegExp(
        `^2027-03-01 11:00,${booking.reference},payment,,${euros(rentalOf(booking))},EUR,pi_`,
      ),
    ),
  )

  const year = invoice!.issueDate.slice(0, 4)
  const invoices = await suite.app.inject({
    url: `/api/desk/ledger/invoices.csv?location=SVQ&year=${year}`,
    headers: setup.roles.admin,
  })
  expect(invoices.headers['content-disposition']).toBe(
    `attachment; filename="tinytrip-invoices-SVQ-${year}.csv"`,
  )
  const number = `${invoice!.series}-${String(invoice!.number).padStart(6, '0')}`
  expect(invoices.body.split('\n')[0]).toBe(
    'number,issue_date,local_time,kind,reference,corrects,currency,total,vat,base',
  )
  expect(invoices.body).toContain(`${number},${invoice!.issueDate},`)
  expect(invoices.body).toContain(
    `,simplified,${booking.reference},,EUR,${euros(invoice!.totalCents)},`,
  )
})
