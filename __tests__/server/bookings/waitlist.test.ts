import { reservations } from '../../../src/server/db/schema'
import { signedIn, signedInAs } from '../support/accounts'
import { book, bookedTraveller, bookingTestApp } from '../support/bookings'
import {
  joinWaitlist,
  leaveToken,
  myEntries,
  offerEmail,
  setStock,
  waitlistJoin,
} from '../support/waitlist'
import { keepUnits } from '../support/units'

const t = bookingTestApp()
const ITEM = 'ZCS123-K'

/** Each test's own rental, so that no line of one test waits in another's. */
const week = (n: number) => ({
  start_date: `2027-0${4 + Math.floor(n / 3)}-${String(2 + (n % 3) * 9).padStart(2, '0')}`,
  end_date: `2027-0${4 + Math.floor(n / 3)}-${String(6 + (n % 3) * 9).padStart(2, '0')}`,
})

/** The units of ITEM a search for a rental shows free. */
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

/** The last unit of ITEM booked for `dates` by another family; their booking. */
async function lastUnitBooked(dates: ReturnType<typeof week>) {
  await setStock(t.app, t.ids[ITEM]!, 1)
  return bookedTraveller(t.app, [t.ids[ITEM]!], dates)
}

const cancel = (auth: Record<string, string>, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/bookings/${id}/cancel`, headers: auth })

const join = (
  family: { auth: Record<string, string> },
  dates: ReturnType<typeof week>,
  overrides: Record<string, unknown> = {},
  lang = 'en',
) => joinWaitlist(t.app, family.auth, waitlistJoin(t.ids[ITEM]!, { ...dates, ...overrides }), lang)

describe('the waitlist', () => {
  it('refuses a family when the item is not short for their dates', async () => {
    const dates = week(0)
    await setStock(t.app, t.ids[ITEM]!, 2)
    const family = await signedIn(t.app)
    const res = await join(family, dates, { units: 2 })
    expect([res.statusCode, res.json().code]).toEqual([409, 'WAITLIST_NOT_SHORT'])
    const short = await join(family, dates, { units: 3 })
    expect(short.statusCode).toBe(201)
    expect(short.json()).toMatchObject({ status: 'waiting', units: 3 })
    const again = await join(family, dates, { units: 4 })
    expect([again.statusCode, again.json().code]).toEqual([409, 'WAITLIST_ALREADY_JOINED'])
  })

  it('offers a freed unit to the first in line, and to the next only once that hold lapses', async () => {
    const dates = week(1)
    const holder = await lastUnitBooked(dates)
    const first = await signedIn(t.app, { language_preference: 'es' })
    const second = await signedIn(t.app)
    expect((await join(first, dates, {}, 'es')).statusCode).toBe(201)
    expect((await join(second, dates)).statusCode).toBe(201)
    await t.app.bookings.offerWaitlist()
    expect((await myEntries(t.app, first.auth))[0]?.status).toBe('waiting')

    expect((await cancel(holder.auth, holder.booking._id)).statusCode).toBe(200)
    await t.app.bookings.offerWaitlist()
    const [offered] = await myEntries(t.app, first.auth)
    expect(offered).toMatchObject({ status: 'offered' })
    const email = await offerEmail(t.app, first.traveller.email)
    expect(email?.subject).toMatch(/vuelve a estar disponible/)
    expect(email?.textBody).toContain(`/quote/${offered!.quote_id}`)
    // The hold is real: the unit is no longer free, and a second pass offers nothing.
    expect(await freeUnits(dates)).toBe(0)
    await t.app.bookings.offerWaitlist()
    expect(await offerEmail(t.app, second.traveller.email)).toBeUndefined()
    expect((await myEntries(t.app, second.auth))[0]?.status).toBe('waiting')

    t.clock.advanceMinutes(119)
    await t.app.bookings.offerWaitlist()
    expect((await myEntries(t.app, second.auth))[0]?.status).toBe('waiting')
    t.clock.advanceMinutes(2)
    await t.app.bookings.offerWaitlist()
    expect((await myEntries(t.app, first.auth))[0]?.status).toBe('expired')
    const [next] = await myEntries(t.app, second.auth)
    expect(next?.status).toBe('offered')
    expect((await offerEmail(t.app, second.traveller.email))?.subject).toMatch(/free again/)
    // The first family's lapsed quote can no longer be booked; the second's can.
    expect((await book(t.app, first.auth, offered!.quote_id!)).statusCode).toBe(409)
    const booked = await book(t.app, second.auth, next!.quote_id!)
    expect(booked.statusCode).toBe(201)
    expect((await myEntries(t.app, second.auth))[0]?.status).toBe('booked')
  })

  it('holds what is free, up to the units asked for', async () => {
    const dates = week(2)
    await setStock(t.app, t.ids[ITEM]!, 2)
    await bookedTraveller(t.app, [t.ids[ITEM]!, t.ids[ITEM]!], dates)
    const family = await signedIn(t.app)
    expect((await join(family, dates, { units: 3 })).statusCode).toBe(201)
    await setStock(t.app, t.ids[ITEM]!, 3) // a new unit arrives
    await t.app.bookings.offerWaitlist()
    const [entry] = await myEntries(t.app, family.auth)
    expect(entry?.status).toBe('offered')
    const quote = await t.app.inject({
      url: `/api/quotes/${entry!.quote_id}`,
      headers: family.auth,
    })
    expect(quote.json().gear_ids).toEqual([t.ids[ITEM]])
    expect((await offerEmail(t.app, family.traveller.email))?.textBody).toContain('1 of 3')
  })

  it('a family leaves from the email without signing in; the next in line is offered', async () => {
    const dates = week(3)
    const holder = await lastUnitBooked(dates)
    const first = await signedIn(t.app)
    const second = await signedIn(t.app)
    await join(first, dates)
    await join(second, dates)
    await cancel(holder.auth, holder.booking._id)
    await t.app.bookings.offerWaitlist()
    const token = leaveToken((await offerEmail(t.app, first.traveller.email))!.textBody)
    const leave = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/waitlist-links/leave', payload: { token } })

    const left = await leave(token)
    expect([left.statusCode, left.json().status]).toEqual([200, 'left'])
    // Following it again says the same; the released unit goes to the next family.
    expect((await leave(token)).json().status).toBe('left')
    expect(await freeUnits(dates)).toBe(1)
    await t.app.bookings.offerWaitlist()
    expect((await myEntries(t.app, second.auth))[0]?.status).toBe('offered')
    expect((await leave(`${token}x`)).json().code).toBe('INVALID_LINK')
  })

  it('only the owner leaves an entry; a closed entry cannot be left', async () => {
    const dates = week(4)
    await lastUnitBooked(dates)
    const family = await signedIn(t.app)
    const other = await signedIn(t.app)
    const id = (await join(family, dates)).json()._id
    const leave = (auth: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/waitlist/${id}`, headers: auth })
    expect((await leave(other.auth)).statusCode).toBe(404)
    expect(await myEntries(t.app, other.auth)).toEqual([])
    expect((await leave(family.auth)).json().status).toBe('left')
    expect((await leave(family.auth)).json().code).toBe('WAITLIST_CLOSED')
    expect((await t.app.inject({ url: '/api/waitlist' })).statusCode).toBe(401)
  })

  it('entries expire when their pickup day comes', async () => {
    const dates = week(5)
    await setStock(t.app, t.ids[ITEM]!, 0)
    const family = await signedIn(t.app)
    await join(family, dates)
    t.clock.set(`${dates.start_date}T00:00:00Z`)
    t.clock.advanceMinutes(-150) // 23:30 the evening before, in Seville
    await t.app.bookings.offerWaitlist()
    expect((await myEntries(t.app, family.auth))[0]?.status).toBe('waiting')
    t.clock.advanceMinutes(60) // past midnight in Seville: the pickup day
    await t.app.bookings.offerWaitlist()
    expect((await myEntries(t.app, family.auth))[0]?.status).toBe('expired')
  })

  it('a unit back in service is offered to the family waiting for it', async () => {
    const dates = week(6)
    await t.db.delete(reservations) // the other tests' bookings and holds
    await keepUnits(t.db, t.ids[ITEM]!, 1)
    const admin = (await signedInAs(t.app, 'admin')).auth
    const unitUrl = '/api/desk/locations/SVQ/units/SVQ-ZCS123-K-001'
    const out = await t.app.inject({
      method: 'POST',
      url: `${unitUrl}/out-of-service`,
      headers: admin,
      payload: { reason: 'repair' },
    })
    expect(out.statusCode).toBe(201)
    const family = await signedIn(t.app)
    expect((await join(family, dates)).statusCode).toBe(201)
    const back = await t.app.inject({
      method: 'POST',
      url: `${unitUrl}/back-in-service`,
      headers: admin,
      payload: {},
    })
    expect(back.statusCode).toBe(200)
    await t.app.bookings.offerWaitlist()
    expect((await myEntries(t.app, family.auth))[0]?.status).toBe('offered')
  })
})
