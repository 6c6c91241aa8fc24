import { signedIn } from '../support/accounts'
import { book, bookedTraveller, bookingTestApp, checkout, createQuote } from '../support/bookings'
import { joinWaitlist, myEntries, offerEmail, setStock, waitlistJoin } from '../support/waitlist'

const t = bookingTestApp()
const ITEM = 'ZCS123-K'
const OTHER = 'ZST405-B'

/** Each test's own rental, so that no line of one test waits in another's. */
const week = (n: number) => ({
  start_date: `2027-05-${String(2 + n * 7).padStart(2, '0')}`,
  end_date: `2027-05-${String(6 + n * 7).padStart(2, '0')}`,
})

async function freeUnits(dates: ReturnType<typeof week>) {
  const query = new URLSearchParams({
    pickup_location_code: 'SVQ',
    ...dates,
    pickup_time: '10:00',
    return_time: '18:00',
  })
  const res = await t.app.inject({ url: `/api/gear/${t.ids[ITEM]}?${query}` })
  return (res.json() as { available_stock: number }).available_stock
}

const keep = (auth: Record<string, string>, quoteId: string, units: number, gearId = ITEM) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/quotes/${quoteId}/units`,
    headers: auth,
    payload: { gear_id: t.ids[gearId], units },
  })

/**
 * The two units of ITEM for `dates` freed by a cancellation and held for a first family that
 * wanted two; a second family waits for one.
 */
async function twoUnitsOffered(dates: ReturnType<typeof week>) {
  await setStock(t.app, t.ids[ITEM]!, 2)
  const holder = await bookedTraveller(t.app, [t.ids[ITEM]!, t.ids[ITEM]!], dates)
  const first = await signedIn(t.app)
  const second = await signedIn(t.app)
  const join = (family: typeof first, units: number) =>
    joinWaitlist(t.app, family.auth, waitlistJoin(t.ids[ITEM]!, { ...dates, units }))
  expect((await join(first, 2)).statusCode).toBe(201)
  expect((await join(second, 1)).statusCode).toBe(201)
  const cancelled = await t.app.inject({
    method: 'POST',
    url: `/api/bookings/${holder.booking._id}/cancel`,
    headers: holder.auth,
  })
  expect(cancelled.statusCode).toBe(200)
  await t.app.bookings.offerWaitlist()
  const [offer] = await myEntries(t.app, first.auth)
  expect(offer?.status).toBe('offered')
  expect((await myEntries(t.app, second.auth))[0]?.status).toBe('waiting')
  return { first, second, quoteId: offer!.quote_id! }
}

describe('keeping fewer of the units a waitlist offer holds', () => {
  it('prices the units kept, holds only them and offers the rest to the next in line', async () => {
    const dates = week(0)
    const { first, second, quoteId } = await twoUnitsOffered(dates)
    const before = await t.app.inject({ url: `/api/quotes/${quoteId}`, headers: first.auth })
    expect(before.json()).toMatchObject({
      gear_ids: [t.ids[ITEM], t.ids[ITEM]],
      waitlist_offer: true,
    })
    expect(await freeUnits(dates)).toBe(0)

    const kept = await keep(first.auth, quoteId, 1)
    expect(kept.statusCode).toBe(200)
    const quote = kept.json()
    expect(quote.gear_ids).toEqual([t.ids[ITEM]])
    expect(quote.expiry).toBe(before.json().expiry)
    const [line] = quote.pricing.items
    const [was] = before.json().pricing.items
    expect([line.quantity, line.subtotal, line.deposit]).toEqual([
      1,
      was.subtotal / 2,
      was.deposit / 2,
    ])
    expect(quote.pricing.grand_total).toBeLessThan(before.json().pricing.grand_total)
    // The unit let go is free at once, then held for the next family by the pass.
    expect(await freeUnits(dates)).toBe(1)
    await t.app.bookings.offerWaitlist()
    expect((await myEntries(t.app, second.auth))[0]?.status).toBe('offered')
    expect(await offerEmail(t.app, second.traveller.email)).toBeDefined()
    expect(await freeUnits(dates)).toBe(0)

    const booked = await book(t.app, first.auth, quoteId)
    expect(booked.statusCode).toBe(201)
    expect(booked.json().pricing.items).toEqual([expect.objectContaining({ quantity: 1 })])
    expect(booked.json().total).toBe(quote.pricing.grand_total)
    expect((await myEntries(t.app, first.auth))[0]?.status).toBe('booked')
  })

  it('keeps at least one, at most the units held, of an item it holds', async () => {
    const { first, quoteId } = await twoUnitsOffered(week(1))
    const answers = await Promise.all([
      keep(first.auth, quoteId, 3),
      keep(first.auth, quoteId, 0),
      keep(first.auth, quoteId, 1, OTHER),
    ])
    expect(answers.map((res) => [res.statusCode, res.json().code])).toEqual([
      [422, 'WAITLIST_UNITS_NOT_HELD'],
      [400, 'VALIDATION_FAILED'],
      [422, 'WAITLIST_UNITS_NOT_HELD'],
    ])
    const same = await keep(first.auth, quoteId, 2)
    expect([same.statusCode, same.json().gear_ids.length]).toEqual([200, 2])
    expect((await keep(first.auth, quoteId, 1)).statusCode).toBe(200)
    const again = await keep(first.auth, quoteId, 2)
    expect([again.statusCode, again.json().code]).toEqual([422, 'WAITLIST_UNITS_NOT_HELD'])
  })

  it("only on the family's own quote holding an offer, until the hold lapses", async () => {
    const dates = week(2)
    const { first, quoteId } = await twoUnitsOffered(dates)
    const stranger = await signedIn(t.app)
    expect((await keep(stranger.auth, quoteId, 1)).statusCode).toBe(404)

    await setStock(t.app, t.ids[OTHER]!, 5)
    const ordinary = await createQuote(
      t.app,
      first.auth,
      checkout([t.ids[OTHER]!, t.ids[OTHER]!], dates),
    )
    expect(ordinary.json().waitlist_offer).toBe(false)
    const fixed = await keep(first.auth, ordinary.json()._id, 1, OTHER)
    expect([fixed.statusCode, fixed.json().code]).toEqual([409, 'WAITLIST_UNITS_FIXED'])

    t.clock.advanceMinutes(121)
    const lapsed = await keep(first.auth, quoteId, 1)
    expect([lapsed.statusCode, lapsed.json().code]).toEqual([400, 'QUOTE_NOT_PENDING'])
    expect(await freeUnits(dates)).toBe(2)
  })
})
