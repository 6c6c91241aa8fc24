import { signedInAs } from '../support/accounts'
import { bookingTestApp } from '../support/bookings'
import { carSeatRental, priced, promoCreated } from '../promotions/helpers'

// Prices of the demo data: the car seat ZCS123-K costs 700 cents a day (deposit 12000); cleaning
// is 300 a unit everywhere, the airport desk fee 500 a rental at SVQ only; the city zone adds
// delivery and collection, 1500 each a rental. VAT 21 % is included.
const suite = bookingTestApp('2027-03-01T10:00:00Z')
const zoneRental = (overrides: Record<string, unknown> = {}) =>
  carSeatRental(suite.ids, { pickup_location_code: 'SVQ-CITY', ...overrides })

const feeLines = (body: { fees: { type: string; code: string; total_amount: number }[] }) =>
  body.fees.map(({ type, code, total_amount }) => ({ type, code, total_amount }))

describe('pricing a delivery', () => {
  it("adds the zone's delivery and collection fees as fee lines, without the airport's", async () => {
    const { status, body } = await priced(suite.app, zoneRental())
    expect(status).toBe(200)
    expect(feeLines(body)).toEqual([
      { type: 'cleaning', code: 'cleaning', total_amount: 300 },
      { type: 'pickup', code: 'COLLECTION', total_amount: 1500 },
      { type: 'delivery', code: 'DELIVERY', total_amount: 1500 },
    ])
    expect(body.fees.find((fee: { code: string }) => fee.code === 'DELIVERY').description).toBe(
      'Delivery to your address',
    )
    // 3 days x 700 = 2100; fees 1500 + 1500 + 300 = 3300; deposit 12000.
    expect(body).toMatchObject({
      subtotal: 2100,
      fees_total: 3300,
      deposit: 12000,
      grand_total: 17400,
      // VAT inside 5400: 5400 x 21 / 121 = 937.19
      taxes: 937,
    })
    const spanish = await priced(suite.app, zoneRental(), { lang: 'es' })
    expect(spanish.body.fees.map((fee: { description: string }) => fee.description)).toContain(
      'Retirada en tu dirección',
    )
  })

  it('prices the same rental at the airport desk with its own fees only', async () => {
    const { body } = await priced(suite.app, carSeatRental(suite.ids))
    expect(feeLines(body).map((fee) => fee.code)).toEqual(['cleaning', 'svq_airport'])
    expect(body).toMatchObject({ subtotal: 2100, fees_total: 800, grand_total: 14900 })
  })

  it('takes a promo code off the rental, never the fees, and never below zero', async () => {
    const admin = await signedInAs(suite.app, 'admin')
    await promoCreated(suite.app, admin.auth, { code: 'CITY-10', kind: 'percent', amount: 10 })
    await promoCreated(suite.app, admin.auth, { code: 'CITY-50E', kind: 'fixed', amount: 5000 })
    const tenOff = await priced(suite.app, zoneRental({ promo_code: 'CITY-10' }))
    // 10 % of 2100 = 210 off: 1890 + 3300 + 12000.
    expect(tenOff.body).toMatchObject({ subtotal: 1890, fees_total: 3300, grand_total: 17190 })
    expect(tenOff.body.discounts).toEqual([expect.objectContaining({ amount: 210 })])
    const tooMuch = await priced(suite.app, zoneRental({ promo_code: 'CITY-50E' }))
    // 5000 off a 2100 rental takes 2100: the rental is free, fees and deposit stay.
    expect(tooMuch.body).toMatchObject({ subtotal: 0, fees_total: 3300, grand_total: 15300 })
    expect(tooMuch.body.discounts).toEqual([expect.objectContaining({ amount: 2100 })])
  })
})

describe("a delivery's lead time: book by 18:00 the day before, on Seville's clock", () => {
  // 18:00 on 8 April 2027 in Madrid (summer time) is 16:00 UTC.
  it.each([
    ['2027-04-08T15:59:00Z', 200],
    ['2027-04-08T16:00:00Z', 422],
    ['2027-04-08T16:01:00Z', 422],
  ])('at %s pricing a delivery on 9 April answers %i', async (now, expected) => {
    suite.clock.set(now)
    const { status, body } = await priced(suite.app, zoneRental())
    expect(status).toBe(expected)
    if (expected === 422) {
      expect(body.code).toBe('DELIVERY_LEAD_TIME_PASSED')
      expect(body.message).toContain('by 18:00 on 2027-04-08')
    }
  })

  it('leaves a pickup at the airport desk that evening alone', async () => {
    suite.clock.set('2027-04-08T20:00:00Z')
    expect((await priced(suite.app, carSeatRental(suite.ids))).status).toBe(200)
  })

  it('keeps to the winter clock the day before the clocks go forward', async () => {
    // Delivery on Sunday 28 March 2027: book by 18:00 on Saturday 27, winter time (17:00 UTC).
    const sunday = zoneRental({ start_date: '2027-03-28', end_date: '2027-03-30' })
    suite.clock.set('2027-03-27T16:59:00Z')
    expect((await priced(suite.app, sunday)).status).toBe(200)
    suite.clock.set('2027-03-27T17:00:00Z')
    expect((await priced(suite.app, sunday)).body.code).toBe('DELIVERY_LEAD_TIME_PASSED')
  })
})

describe("a delivery's windows are the zone's hours, with the opening-hours rules", () => {
  it.each([
    [{ pickup_time: '08:30' }, 'OUTSIDE_OPERATING_HOURS'],
    [{ pickup_time: '08:59' }, 'OUTSIDE_OPERATING_HOURS'],
    [{ return_time: '21:00' }, 'OUTSIDE_OPERATING_HOURS'],
    [{ start_date: '2027-12-25', end_date: '2027-12-27' }, 'LOCATION_CLOSED'],
  ])('refuses %j with %s', async (change, code) => {
    const { status, body } = await priced(suite.app, zoneRental(change))
    expect([status, body.code]).toEqual([400, code])
  })

  it('takes the first and last minutes of the window (open <= time < close)', async () => {
    const edges = zoneRental({ pickup_time: '09:00', return_time: '20:59' })
    expect((await priced(suite.app, edges)).status).toBe(200)
    // The airport desk opens at 07:00, the zone's deliveries only at 09:00.
    expect(
      (await priced(suite.app, carSeatRental(suite.ids, { pickup_time: '08:30' }))).status,
    ).toBe(200)
  })
})
