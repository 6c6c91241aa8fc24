/**
 * No-shows at the desk (after the grace period, freeing the units, keeping the payment), and
 * bookings left short by a unit taken out of service, listed for attention.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { bookings, refunds } from '../../../src/server/db/schema'
import { handoverSuite, paidBooking, PICKUP_MORNING, suggestedUnits } from './handover-helpers'
import { keepUnits } from '../support/units'

const setup = handoverSuite()
const { suite, desk, handover, free, auditOf } = setup

describe('no-shows', () => {
  it('refuses before the grace period, then cancels, frees the units and keeps the payment', async () => {
    const stroller = suite.ids['ZST417-Y']!
    const { booking } = await paidBooking(suite.app, [stroller])
    const freeBefore = await free(stroller, '2027-04-10', '2027-04-12')
    // 11:29 in Seville: pickup at 10:00 plus the 90 minutes of grace has not passed yet.
    suite.clock.set('2027-04-09T09:29:00Z')
    const early = await handover.noShow(setup.roles.moderator, booking._id)
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({
      code: 'NOT_A_NO_SHOW',
      message: expect.stringContaining('11:30 on 2027-04-09'),
    })
    expect((await desk.detail(setup.roles.moderator, booking._id)).json().can_mark_no_show).toBe(
      false,
    )

    suite.clock.set('2027-04-09T09:31:00Z')
    expect((await desk.detail(setup.roles.moderator, booking._id)).json().can_mark_no_show).toBe(
      true,
    )
    const res = await handover.noShow(setup.roles.moderator, booking._id)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelled_by: 'no_show',
      refunded_amount: 0,
      can_mark_no_show: false,
      can_check_out: false,
    })
    expect(res.json().refundable_amount).toBe(res.json().paid_amount)
    expect(await suite.db.select().from(refunds).where(eq(refunds.bookingId, booking._id))).toEqual(
      [],
    )
    expect(await free(stroller, '2027-04-10', '2027-04-12')).toBe(freeBefore + 1)
    expect(await auditOf(booking._id)).toEqual([
      expect.objectContaining({
        action: 'booking.no_show',
        before: expect.objectContaining({ status: 'confirmed' }),
        after: expect.objectContaining({ status: 'cancelled', cancellation_reason: 'no_show' }),
      }),
    ])
    expect((await handover.noShow(setup.roles.moderator, booking._id)).json().code).toBe(
      'NOT_A_NO_SHOW',
    )
  })

  it('is not a no-show once handed out', async () => {
    const { booking } = await paidBooking(suite.app, [suite.ids['ZST405-B']!])
    suite.clock.set(PICKUP_MORNING)
    const units = await suggestedUnits(handover, setup.roles.moderator, booking._id)
    await handover.checkOut(
      setup.roles.moderator,
      booking._id,
      units.map((unit_id) => ({ unit_id })),
    )
    suite.clock.set('2027-04-09T12:00:00Z')
    expect((await handover.noShow(setup.roles.moderator, booking._id)).json().code).toBe(
      'NOT_A_NO_SHOW',
    )
  })
})

describe('bookings left short', () => {
  it('are listed for attention after a confirmed out-of-service change', async () => {
    const cot = suite.ids['ZTC518-B']!
    await keepUnits(suite.db, cot, 1)
    try {
      const { booking } = await paidBooking(suite.app, [cot], {
        start_date: '2027-03-10',
        end_date: '2027-03-12',
      })
      const [unit] = (await handover.options(setup.roles.moderator, booking._id)).json().items[0]
        .free_units
      const change = await suite.app.inject({
        method: 'POST',
        url: `/api/desk/locations/SVQ/units/${unit.asset_tag}/out-of-service`,
        headers: setup.roles.moderator,
        payload: { reason: 'repair', from: '2027-03-05', until: '2027-03-20', confirm: true },
      })
      expect(change.statusCode).toBe(201)
      const list = (await desk.attention(setup.roles.moderator)).json()
      expect(list.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            kind: 'left_short',
            booking: expect.objectContaining({ id: booking._id }),
          }),
        ]),
      )
      const still = await suite.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, booking._id), isNull(bookings.handedOutAt)))
      expect(still[0]!.attention).toContain(unit.asset_tag)
    } finally {
      await keepUnits(suite.db, cot, 100)
    }
  })
})
