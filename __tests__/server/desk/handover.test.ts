/**
 * The handover at the counter: units out with a paid booking (check-out) and back fine or out
 * of service (check-in); who may do it, what is refused, and the audit log. No-shows are in
 * no-show.test.ts.
 */
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { bookingUnits, reservations, units } from '../../../src/server/db/schema'
import { bookedTraveller } from '../support/bookings'
import { handoverSuite, paidBooking, PICKUP_MORNING, suggestedUnits } from './handover-helpers'
import type { Auth } from './helpers'

const setup = handoverSuite()
const { suite, desk, handover, free, auditOf } = setup

describe('who may hand units over', () => {
  it('answers guests 401 and travellers 403, and lets moderators and admins through', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    const calls = [
      (auth: Auth) => handover.options(auth, booking._id),
      (auth: Auth) => handover.checkOut(auth, booking._id, [{ unit_id: randomUUID() }]),
      (auth: Auth) =>
        handover.checkIn(auth, booking._id, [{ unit_id: randomUUID(), outcome: 'fine' }]),
      (auth: Auth) => handover.noShow(auth, booking._id),
    ]
    for (const call of calls) {
      expect((await call(setup.roles.guest)).statusCode).toBe(401)
      expect((await call(setup.roles.traveller)).statusCode).toBe(403)
      for (const staff of [setup.roles.moderator, setup.roles.admin]) {
        // Past the door: 200, or the answer about this booking (unpaid, nothing out, too early).
        expect([200, 409]).toContain((await call(staff)).statusCode)
      }
    }
    expect((await handover.options(setup.roles.moderator, randomUUID())).statusCode).toBe(404)
    expect((await handover.noShow(setup.roles.moderator, randomUUID())).statusCode).toBe(404)
  })
})

describe('a booking goes out and comes back', () => {
  it('checks out suggested units, takes one back for cleaning, completes the booking and lowers availability', async () => {
    const seat = suite.ids['ZCS208-R']!
    const { booking, auth } = await paidBooking(suite.app, [seat, seat])
    suite.clock.set(PICKUP_MORNING)
    const before = (await desk.detail(setup.roles.moderator, booking._id)).json()
    expect(before).toMatchObject({ can_check_out: true, can_check_in: false, units: [] })
    const suggested = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    expect(suggested).toHaveLength(2)

    const out = await handover.checkOut(setup.roles.moderator, booking._id, [
      { unit_id: suggested[0]!, condition_note: 'Small scratch on the base' },
      { unit_id: suggested[1]! },
    ])
    expect(out.statusCode).toBe(200)
    expect(out.json()).toMatchObject({
      status: 'confirmed',
      handed_out_at: '2027-04-09T08:30:00.000Z',
      can_check_out: false,
      can_check_in: true,
      can_mark_no_show: false,
    })
    expect(out.json().units).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          unit_id: suggested[0],
          out_condition: 'Small scratch on the base',
          returned_at: null,
        }),
      ]),
    )

    const twice = await handover.checkOut(setup.roles.moderator, booking._id, [
      { unit_id: suggested[0]! },
      { unit_id: suggested[1]! },
    ])
    expect(twice.statusCode).toBe(409)
    expect(twice.json().code).toBe('ALREADY_HANDED_OUT')

    // Its return day's list names the units that went out.
    const tags = (out.json().units as { asset_tag: string }[]).map((unit) => unit.asset_tag)
    const returnDay = await desk.day(
      setup.roles.moderator,
      `location=SVQ&date=${out.json().end_date}`,
    )
    const returning = returnDay.json().returns.find((row: { id: string }) => row.id === booking._id)
    expect(returning.unit_tags).toEqual([...tags].sort())

    // Back two days early, on 2027-04-14: one fine, one needing cleaning.
    suite.clock.set('2027-04-14T09:00:00Z')
    const laterBefore = await free(seat, '2027-05-10', '2027-05-12')
    const back = await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: suggested[0]!, outcome: 'fine' },
      { unit_id: suggested[1]!, outcome: 'cleaning', note: 'Juice on the cover' },
    ])
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({
      status: 'completed',
      returned_at: '2027-04-14T09:00:00.000Z',
      can_check_in: false,
    })
    expect(back.json().units).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ unit_id: suggested[1], return_outcome: 'cleaning' }),
      ]),
    )
    // The day it came back lists it among the returns, back; its own return day still does.
    const returnsOn = async (date: string) =>
      (await desk.day(setup.roles.moderator, `location=SVQ&date=${date}`)).json().returns as {
        id: string
        returned_at: string | null
      }[]
    expect((await returnsOn('2027-04-14')).find((row) => row.id === booking._id)).toMatchObject({
      returned_at: '2027-04-14T09:00:00.000Z',
    })
    expect((await returnsOn('2027-04-16')).map((row) => row.id)).toContain(booking._id)
    // The unit needing cleaning is out of service from the return day, open-ended...
    const periods = await suite.db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.unitId, suggested[1]!),
          eq(reservations.kind, 'out_of_service'),
          eq(reservations.status, 'confirmed'),
        ),
      )
    expect(periods).toEqual([
      expect.objectContaining({ startDate: '2027-04-14', endDate: null, reason: 'cleaning' }),
    ])
    // ...so one unit fewer later on, while the early return frees the rental's last days
    // (the fine unit after its one day of turnaround).
    expect(await free(seat, '2027-05-10', '2027-05-12')).toBe(laterBefore - 1)
    expect(await free(seat, '2027-04-15', '2027-04-16')).toBe(laterBefore - 1)
    // The traveller sees it completed.
    const mine = await suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })
    expect(mine.json().status).toBe('completed')

    const audit = await auditOf(booking._id)
    expect(audit.filter((row) => row.action === 'booking.check_out')).toHaveLength(2)
    expect(audit.filter((row) => row.action === 'booking.check_in')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          unitId: suggested[1],
          after: expect.objectContaining({ outcome: 'cleaning', out_of_service: 'cleaning' }),
        }),
      ]),
    )
  })

  it('refuses a booking that is not paid, and changes nothing', async () => {
    const { booking } = await bookedTraveller(suite.app, [suite.ids['ZBS142-C']!])
    suite.clock.set(PICKUP_MORNING)
    const [unit] = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    const res = await handover.checkOut(setup.roles.moderator, booking._id, [{ unit_id: unit! }])
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      code: 'BOOKING_NOT_PAID',
      message: expect.stringContaining('not paid'),
    })
    expect(
      await suite.db.select().from(bookingUnits).where(eq(bookingUnits.bookingId, booking._id)),
    ).toEqual([])
    expect((await desk.detail(setup.roles.moderator, booking._id)).json().handed_out_at).toBeNull()
  })

  it('refuses units that do not match the items, or are not free', async () => {
    const booster = suite.ids['ZBS142-C']!
    const { booking } = await paidBooking(suite.app, [booster])
    suite.clock.set('2027-03-01T10:00:00Z')
    const [unit] = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    expect(
      (await handover.checkOut(setup.roles.moderator, booking._id, [{ unit_id: unit! }])).json()
        .code,
    ).toBe('NOT_READY_FOR_HANDOVER')
    suite.clock.set(PICKUP_MORNING)
    const other = (await handover.options(setup.roles.moderator, booking._id)).json().items[0]
      .free_units[1].unit_id
    const twice = await handover.checkOut(setup.roles.moderator, booking._id, [
      { unit_id: unit! },
      { unit_id: other },
    ])
    expect(twice.statusCode).toBe(422)
    expect(twice.json().code).toBe('UNITS_MISMATCH')
    const [seatUnit] = await suite.db
      .select()
      .from(units)
      .where(eq(units.gearId, suite.ids['ZCS123-K']!))
    const wrongItem = await handover.checkOut(setup.roles.moderator, booking._id, [
      { unit_id: seatUnit!.id },
    ])
    expect(wrongItem.json().code).toBe('UNITS_MISMATCH')
    const tag = (await handover.options(setup.roles.moderator, booking._id))
      .json()
      .items[0].free_units.find((u: { unit_id: string }) => u.unit_id === other).asset_tag
    await suite.app.inject({
      method: 'POST',
      url: `/api/desk/locations/SVQ/units/${tag}/out-of-service`,
      headers: setup.roles.moderator,
      payload: { reason: 'repair', from: '2027-04-09', until: '2027-04-11' },
    })
    const broken = await handover.checkOut(setup.roles.moderator, booking._id, [{ unit_id: other }])
    expect(broken.statusCode).toBe(409)
    expect(broken.json()).toMatchObject({
      code: 'UNIT_NOT_FREE',
      message: expect.stringContaining(tag),
    })
    expect((await desk.detail(setup.roles.moderator, booking._id)).json().handed_out_at).toBeNull()
  })
})

describe('checking in what is not out', () => {
  it('answers 409 UNIT_NOT_OUT for a unit out with another booking or already back, and changes nothing', async () => {
    const cot = suite.ids['ZTC502-J']!
    const first = await paidBooking(suite.app, [cot], {
      start_date: '2027-04-20',
      end_date: '2027-04-22',
    })
    const second = await paidBooking(suite.app, [cot], {
      start_date: '2027-04-20',
      end_date: '2027-04-22',
    })
    suite.clock.set('2027-04-20T08:30:00Z')
    const [mine] = await suggestedUnits(handover, setup.roles.moderator, first.booking._id)
    expect(
      (await handover.checkOut(setup.roles.moderator, first.booking._id, [{ unit_id: mine! }]))
        .statusCode,
    ).toBe(200)
    const [theirs] = await suggestedUnits(handover, setup.roles.moderator, second.booking._id)
    expect(theirs).not.toBe(mine)
    expect(
      (await handover.checkOut(setup.roles.moderator, second.booking._id, [{ unit_id: theirs! }]))
        .statusCode,
    ).toBe(200)

    const wrong = await handover.checkIn(setup.roles.moderator, first.booking._id, [
      { unit_id: mine!, outcome: 'fine' },
      { unit_id: theirs!, outcome: 'repair' },
    ])
    expect(wrong.statusCode).toBe(409)
    expect(wrong.json()).toMatchObject({
      code: 'UNIT_NOT_OUT',
      message: expect.stringContaining('not out with this booking'),
    })
    const detail = (await desk.detail(setup.roles.moderator, first.booking._id)).json()
    expect(detail).toMatchObject({ status: 'confirmed', returned_at: null, can_check_in: true })
    expect(detail.units[0]).toMatchObject({ unit_id: mine, returned_at: null })
    expect(
      await suite.db.select().from(reservations).where(eq(reservations.unitId, theirs!)),
    ).toEqual([])

    expect(
      (
        await handover.checkIn(setup.roles.moderator, first.booking._id, [
          { unit_id: mine!, outcome: 'fine' },
        ])
      ).statusCode,
    ).toBe(200)
    const again = await handover.checkIn(setup.roles.moderator, first.booking._id, [
      { unit_id: mine!, outcome: 'fine' },
    ])
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('UNIT_NOT_OUT')
    expect(
      (await auditOf(first.booking._id)).filter((row) => row.action === 'booking.check_in'),
    ).toHaveLength(1)
  })
})

describe('the audit row is written in the transaction of the handover', () => {
  it('leaves neither the check-out nor its audit row when the handover fails after them', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZHC601-S']!])
    suite.clock.set(PICKUP_MORNING)
    const [unit] = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    const record = suite.app.audit.record
    const spy = jest.spyOn(suite.app.audit, 'record').mockImplementationOnce(async (args) => {
      await record(args)
      throw new Error('the handover fails after its audit row')
    })
    try {
      const res = await handover.checkOut(setup.roles.moderator, booking._id, [{ unit_id: unit! }])
      expect(res.statusCode).toBe(500)
    } finally {
      spy.mockRestore()
    }
    expect(await auditOf(booking._id)).toEqual([])
    expect(
      await suite.db.select().from(bookingUnits).where(eq(bookingUnits.bookingId, booking._id)),
    ).toEqual([])
    expect((await desk.detail(setup.roles.moderator, booking._id)).json().handed_out_at).toBeNull()
  })
})
