/**
 * What the desk scans or types (docs/desk.md, Codes): a booking's code opens the booking at the
 * location that hands it over, an asset tag the unit; every other code gets a clear refusal. The
 * label sheets of a location's units carry every tag, as text and as a QR code.
 */
import { and, asc, eq } from 'drizzle-orm'
import { units } from '../../../src/server/db/schema'
import { bookedTraveller, bookingTestApp } from '../support/bookings'
import { cityAddress } from '../support/delivery'
import { pdfQrCode, pdfText } from '../support/pdf'
import { handoverRequests, paidBooking, PICKUP_MORNING, UNSIGNED_REASON } from './handover-helpers'
import { everyRole, type Auth } from './helpers'

const suite = bookingTestApp()
let roles: Awaited<ReturnType<typeof everyRole>>
/** A booking of a car seat at the SVQ desk, and its code. */
let pickup: Awaited<ReturnType<typeof bookingWithCode>>
beforeAll(async () => {
  roles = await everyRole(suite.app)
  pickup = await bookingWithCode()
})

const scan = (auth: Auth, code: string, location = 'SVQ') =>
  suite.app.inject({
    method: 'POST',
    url: '/api/desk/scans',
    headers: auth,
    payload: { code, location },
  })

/** A booking of a car seat and the code its family's page shows. */
async function bookingWithCode(overrides = {}) {
  const booked = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!], overrides)
  const code = await suite.app.inject({
    url: `/api/bookings/${booked.booking._id}/code`,
    headers: booked.auth,
  })
  expect(code.statusCode).toBe(200)
  return { booking: booked.booking, token: code.json().token as string }
}

const tagsAt = async (location: string) =>
  (
    await suite.db
      .select({ tag: units.assetTag })
      .from(units)
      .where(and(eq(units.locationCode, location), eq(units.status, 'in_service')))
      .orderBy(asc(units.assetTag))
  ).map((row) => row.tag)

it('lets only staff resolve a code: 401 for guests, 403 for travellers', async () => {
  const { token } = pickup
  expect((await scan(roles.guest, token)).statusCode).toBe(401)
  expect((await scan(roles.traveller, token)).statusCode).toBe(403)
  expect((await scan(roles.moderator, token)).statusCode).toBe(200)
  expect((await scan(roles.admin, token)).statusCode).toBe(200)
})

it("opens a booking from its code at its desk, and a delivery's at the location it is served from", async () => {
  expect((await scan(roles.moderator, pickup.token)).json()).toEqual({
    kind: 'booking',
    booking_id: pickup.booking._id,
    reference: pickup.booking.reference,
  })
  const delivery = await bookingWithCode({
    pickup_location_code: 'SVQ-CITY',
    inbound_flight: null,
    delivery_address: cityAddress(),
  })
  const answer = await scan(roles.moderator, ` ${delivery.token}\n`)
  expect(answer.json()).toMatchObject({ kind: 'booking', booking_id: delivery.booking._id })
})

it('opens a unit from its asset tag, typed in capitals or not', async () => {
  const [tag] = await tagsAt('SVQ')
  const [unit] = await suite.db.select().from(units).where(eq(units.assetTag, tag!))
  for (const typed of [tag!, tag!.toLowerCase()]) {
    expect((await scan(roles.moderator, typed)).json()).toEqual({
      kind: 'unit',
      unit_id: unit!.id,
      asset_tag: tag,
      gear_id: unit!.gearId,
      status: 'in_service',
      out_of_service_today: false,
      out_with: null,
    })
  }
})

it.each([
  ['an altered code', (token: string) => `${token.slice(0, -2)}xx`],
  ['a code cut short', (token: string) => token.slice(0, 40)],
  ['an asset tag nobody has', () => 'SVQ-NOPE-001'],
  ['a web address', () => 'https://example.com/booking.html'],
])('refuses %s: 422 CODE_NOT_OURS', async (_, codeOf) => {
  const { token } = pickup
  const answer = await scan(roles.moderator, codeOf(token))
  expect(answer.statusCode).toBe(422)
  expect(answer.json()).toMatchObject({ code: 'CODE_NOT_OURS' })
})

it('refuses a signed link made for something else (an invoice, a deposit): 422 CODE_NOT_OURS', async () => {
  const { booking } = pickup
  const other = suite.app.links.sign({
    purpose: 'deposit_hold',
    bookingId: booking._id,
    expiresAt: new Date('2027-05-01T00:00:00Z'),
  })
  expect((await scan(roles.moderator, other)).json()).toMatchObject({ code: 'CODE_NOT_OURS' })
})

it('refuses a booking code a week after the return: 410 CODE_EXPIRED', async () => {
  const { token } = pickup
  // Returned on 2027-04-16 at 18:00 in Seville (16:00 UTC); the code works 7 days more.
  suite.clock.set('2027-04-23T15:59:00Z')
  expect((await scan(roles.moderator, token)).statusCode).toBe(200)
  suite.clock.set('2027-04-23T16:00:00Z')
  const late = await scan(roles.moderator, token)
  expect(late.statusCode).toBe(410)
  expect(late.json()).toMatchObject({ code: 'CODE_EXPIRED' })
})

it("refuses another location's booking and unit: 409 CODE_OTHER_LOCATION; 404 for no location", async () => {
  const { token } = pickup
  const elsewhere = await scan(roles.moderator, token, 'SJA')
  expect(elsewhere.statusCode).toBe(409)
  expect(elsewhere.json()).toMatchObject({ code: 'CODE_OTHER_LOCATION' })
  const [sjaTag] = await tagsAt('SJA')
  expect((await scan(roles.moderator, sjaTag!)).json()).toMatchObject({
    statusCode: 409,
    code: 'CODE_OTHER_LOCATION',
  })
  expect((await scan(roles.moderator, token, 'XYZ')).statusCode).toBe(404)
})

it('says of a unit the booking it is out with, then, back for cleaning, that it is out of service today', async () => {
  const handover = handoverRequests(() => suite.app)
  const seat = suite.ids['ZCS208-R']!
  const { booking } = await paidBooking(suite.app, [seat])
  suite.clock.set(PICKUP_MORNING)
  const options = (await handover.options(roles.moderator, booking._id)).json()
  const unitId = options.items[0].suggested[0] as string
  const tag = options.items[0].free_units.find(
    (unit: { unit_id: string }) => unit.unit_id === unitId,
  ).asset_tag as string
  const out = await handover.checkOut(roles.moderator, booking._id, [{ unit_id: unitId }], {
    unsigned_reason: UNSIGNED_REASON,
  })
  expect(out.statusCode).toBe(200)
  expect((await scan(roles.moderator, tag)).json()).toMatchObject({
    unit_id: unitId,
    out_of_service_today: false,
    out_with: { booking_id: booking._id, reference: booking.reference },
  })
  const back = await handover.checkIn(roles.moderator, booking._id, [
    { unit_id: unitId, outcome: 'cleaning' },
  ])
  expect(back.statusCode).toBe(200)
  expect((await scan(roles.moderator, tag)).json()).toMatchObject({
    unit_id: unitId,
    out_of_service_today: true,
    out_with: null,
  })
})

describe("a location's label sheet", () => {
  const labels = (auth: Auth, location = 'SVQ') =>
    suite.app.inject({ url: `/api/desk/locations/${location}/labels.pdf`, headers: auth })

  it('is for staff only, and 404 for an unknown location', async () => {
    expect((await labels(roles.guest)).statusCode).toBe(401)
    expect((await labels(roles.traveller)).statusCode).toBe(403)
    expect((await labels(roles.moderator, 'XYZ')).statusCode).toBe(404)
  })

  it("names every unit in service of the location, none of another's, and its first QR reads as the first tag", async () => {
    const answer = await labels(roles.moderator)
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('application/pdf')
    const bytes = answer.rawPayload
    const text = pdfText(bytes)
    const svq = await tagsAt('SVQ')
    expect(svq.length).toBeGreaterThan(24)
    expect(svq.filter((tag) => !text.includes(tag))).toEqual([])
    expect(text).not.toContain('SJA-')
    // The first label: the top left cell under the heading (36 pt margin, 24 pt heading).
    const first = pdfQrCode(bytes, { x: 36, y: 60, width: 130, height: 110 })
    expect(svq).toContain(first)
    expect((await scan(roles.moderator, first!)).json()).toMatchObject({ asset_tag: first })
  })
})
