/**
 * Changing a booking instead of cancelling it: the preview commits nothing, the commit replaces
 * the reservations and keeps a version, once per key; bad input gets the search's 400s and the
 * basket's 409, and only the owner (or the desk) may change a booking.
 */
import { eq } from 'drizzle-orm'
import { inventory, staffActions, users } from '../../../src/server/db/schema'
import { latestEmail, signedIn, signedInAs } from '../support/accounts'
import { bookedTraveller, bookingTestApp } from '../support/bookings'
import { commitChange, keptUnits, previewChange } from '../support/changes'

const suite = bookingTestApp()
const setStock = (code: string, stock: number) =>
  suite.db.update(inventory).set({ stock }).where(eq(inventory.gearId, suite.ids[code]!))

describe('changing a booking', () => {
  beforeAll(() => setStock('ZCS123-K', 50))

  it('previews a later return without changing anything, then commits it once per key', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const preview = await previewChange(suite.app, auth, booking._id, { end_date: '2027-04-18' })
    expect(preview.statusCode).toBe(200)
    expect(preview.json()).toMatchObject({
      changed: ['end_date'],
      total_before: booking.total,
      before: { end_date: '2027-04-16' },
      after: { end_date: '2027-04-18' },
      payment_due: 0,
      refund: 0,
    })
    expect(preview.json().total_after).toBeGreaterThan(booking.total)
    expect(preview.json().lines[0].difference).toBeGreaterThan(0)
    const unchanged = await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })
    expect(unchanged.json()).toMatchObject({ end_date: '2027-04-16', versions: [] })

    const first = await commitChange(
      suite.app,
      auth,
      booking._id,
      { end_date: '2027-04-18' },
      {
        key: 'change-key-1',
      },
    )
    expect(first.statusCode).toBe(201)
    expect(first.json().booking).toMatchObject({
      end_date: '2027-04-18',
      total: preview.json().total_after,
    })
    expect(first.json().version).toMatchObject({
      number: 1,
      changed_by: 'family',
      status: 'applied',
      changed: ['end_date'],
      total_before: booking.total,
      total_after: preview.json().total_after,
    })
    const again = await commitChange(
      suite.app,
      auth,
      booking._id,
      { end_date: '2027-04-18' },
      {
        key: 'change-key-1',
      },
    )
    expect(again.statusCode).toBe(201)
    expect(again.json().booking.versions).toHaveLength(1)
    const units = await keptUnits(suite.app, booking._id)
    expect(units).toHaveLength(1)
    expect(units[0]!.slice(1, 4)).toEqual(['2027-04-09', expect.any(String), 1])
    expect(units[0]![2]! > '2027-04-18').toBe(true)
  })

  it('adds and removes gear and units, repriced by the rules of a quote', async () => {
    await setStock('ZST405-B', 5)
    const { auth, booking } = await bookedTraveller(suite.app, [
      suite.ids['ZCS123-K']!,
      suite.ids['ZST405-B']!,
    ])
    const stroller = suite.ids['ZST405-B']!
    const changed = await commitChange(suite.app, auth, booking._id, {
      gear_ids: [stroller, stroller],
    })
    expect(changed.statusCode).toBe(201)
    const { version, booking: after } = changed.json()
    expect(version.changed).toEqual(['items'])
    expect(after.pricing.items).toEqual([
      expect.objectContaining({ gear_id: stroller, quantity: 2 }),
    ])
    expect(await keptUnits(suite.app, booking._id)).toEqual([
      [stroller, '2027-04-09', expect.any(String), 2, 'held'],
    ])
    expect(after.pricing.deposit).not.toBe(booking.pricing.deposit)
  })

  it('answers 409 with the shortages when the stock cannot meet the change; nothing changes', async () => {
    await setStock('ZHC601-S', 1)
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZHC601-S']!])
    const chair = suite.ids['ZHC601-S']!
    const refused = await commitChange(suite.app, auth, booking._id, { gear_ids: [chair, chair] })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'INSUFFICIENT_STOCK',
      shortages: [{ gear_id: chair, requested: 2, available: 1 }],
    })
    const preview = await previewChange(suite.app, auth, booking._id, { gear_ids: [chair, chair] })
    expect(preview.json().shortages).toEqual([{ gear_id: chair, requested: 2, available: 1 }])
    expect(await keptUnits(suite.app, booking._id)).toEqual([
      [chair, '2027-04-09', expect.any(String), 1, 'held'],
    ])
  })

  it.each([
    [{ pickup_time: '03:00' }, 'OUTSIDE_OPERATING_HOURS'],
    [{ end_date: '2027-05-09' }, 'RENTAL_TOO_LONG'],
    [{ start_date: '2027-02-20' }, 'PICKUP_IN_PAST'],
    [{ end_date: '2027-04-01' }, 'RETURN_BEFORE_PICKUP'],
  ])("refuses %j with the search's 400 %s", async (body, code) => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    for (const answer of [
      await previewChange(suite.app, auth, booking._id, body),
      await commitChange(suite.app, auth, booking._id, body),
    ]) {
      expect([answer.statusCode, answer.json().code]).toEqual([400, code])
    }
  })

  it('refuses an empty change (422) and a change without an Idempotency-Key (400)', async () => {
    const { auth, booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const same = await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-16' })
    expect([same.statusCode, same.json().code]).toEqual([422, 'CHANGE_EMPTY'])
    const keyless = await suite.app.inject({
      method: 'POST',
      url: `/api/bookings/${booking._id}/changes`,
      headers: auth,
      payload: { end_date: '2027-04-17' },
    })
    expect(keyless.statusCode).toBe(400)
  })

  it("answers 404 for someone else's booking, as for one that does not exist", async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const other = await signedIn(suite.app)
    for (const answer of [
      await previewChange(suite.app, other.auth, booking._id, { end_date: '2027-04-17' }),
      await commitChange(suite.app, other.auth, booking._id, { end_date: '2027-04-17' }),
    ]) {
      expect([answer.statusCode, answer.json().code]).toEqual([404, 'NOT_FOUND'])
    }
    const desk = await previewChange(suite.app, other.auth, booking._id, {}, true)
    expect(desk.statusCode).toBe(403)
  })

  it('lets the desk change a booking for the family, recorded as staff and audited', async () => {
    const { booking, auth } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    const moderator = await signedInAs(suite.app, 'moderator')
    const changed = await commitChange(
      suite.app,
      moderator.auth,
      booking._id,
      { return_time: '12:00' },
      { desk: true },
    )
    expect(changed.statusCode).toBe(201)
    expect(changed.json().version).toMatchObject({
      changed_by: 'staff',
      actor_id: moderator.tokens.user_id,
      changed: ['return_time'],
    })
    const audit = await suite.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.bookingId, booking._id))
    expect(audit.map((row) => row.action)).toEqual(['booking.change'])
    const seen = await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })
    expect(seen.json().versions).toEqual([changed.json().version])
    const override = await commitChange(
      suite.app,
      moderator.auth,
      booking._id,
      { return_time: '13:00', refund_override_reason: 'Flight moved' },
      { desk: true },
    )
    expect(override.statusCode).toBe(403)
  })

  it.each([
    ['en', 'Your booking', 'Before: pickup'],
    ['es', 'Tu reserva', 'Antes: recogida'],
  ] as const)('mails the change in the family language (%s)', async (language, subject, before) => {
    const { auth, booking, traveller } = await bookedTraveller(suite.app, [suite.ids['ZCS123-K']!])
    await suite.db
      .update(users)
      .set({ languagePreference: language })
      .where(eq(users.email, traveller.email.toLowerCase()))
    await commitChange(suite.app, auth, booking._id, { end_date: '2027-04-17' })
    const email = await latestEmail(suite.app, traveller.email)
    expect(email).toMatchObject({ template: 'booking_changed' })
    expect(email!.subject).toContain(`${subject} ${booking.reference}`)
    expect(email!.textBody).toContain(before)
  })
})
