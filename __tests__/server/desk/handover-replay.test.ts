/**
 * Handovers the desk took offline and sends later: once per Idempotency-Key (a whole queue sent
 * twice changes nothing the second time), the time staff took each kept in the audit log beside
 * its arrival, and the rules applied as they stand on arrival.
 */
import { and, eq } from 'drizzle-orm'
import { bookingUnits, staffActions } from '../../../src/server/db/schema'
import { handoverSuite, paidBooking, PICKUP_MORNING, suggestedUnits } from './handover-helpers'
import { newKey, type Auth } from './helpers'
import { inspectedWhenFine } from '../support/inspection'

const setup = handoverSuite()
const { suite, desk, handover, auditOf } = setup

/** A handover as the desk's queue sends it: with its key and when it was taken. */
const queued = (
  auth: Auth,
  id: string,
  action: 'check-out' | 'check-in' | 'no-show',
  { key, takenAt, payload }: { key: string; takenAt: string; payload?: object },
) =>
  suite.app.inject({
    method: 'POST',
    url: `/api/desk/bookings/${id}/${action}`,
    headers: { ...auth, 'idempotency-key': key, 'taken-at': takenAt },
    ...(payload ? { payload } : {}),
  })

const unsigned = { unsigned_reason: 'Signed on the paper copy' }
/** A rental of its own from `day` (stock is shared by the file's tests), and 10:30 that day. */
const rentalFrom = (day: string) => ({
  dates: {
    start_date: day,
    end_date: `${day.slice(0, 8)}${String(Number(day.slice(8)) + 3).padStart(2, '0')}`,
  },
  morning: `${day}T08:30:00Z`,
})
const allStaffActions = () => suite.db.select().from(staffActions)

describe('a queue of handovers taken offline', () => {
  it('applies each once, in order, and sending the whole queue again changes nothing', async () => {
    const stroller = suite.ids['ZST417-Y']!
    const going = await paidBooking(suite.app, [stroller])
    const back = await paidBooking(suite.app, [stroller])
    const nobody = await paidBooking(suite.app, [stroller])
    suite.clock.set(PICKUP_MORNING)
    const mod = setup.roles.moderator
    // `back` went out this morning, online.
    const backUnits = await suggestedUnits(handover, mod, back.booking._id)
    expect(
      (
        await handover.checkOut(
          mod,
          back.booking._id,
          backUnits.map((unit_id) => ({ unit_id })),
        )
      ).statusCode,
    ).toBe(200)
    const goingUnits = await suggestedUnits(handover, mod, going.booking._id)

    // Taken offline between 11:00 and 11:40 in Seville; the network is back at 12:00.
    const queue = [
      {
        id: going.booking._id,
        action: 'check-out' as const,
        key: newKey(),
        takenAt: '2027-04-09T09:00:00.000Z',
        payload: { units: goingUnits.map((unit_id) => ({ unit_id })), ...unsigned },
      },
      {
        id: back.booking._id,
        action: 'check-in' as const,
        key: newKey(),
        takenAt: '2027-04-09T09:20:00.000Z',
        payload: {
          units: backUnits.map((unit_id) => inspectedWhenFine({ unit_id, outcome: 'fine' })),
        },
      },
      {
        id: nobody.booking._id,
        action: 'no-show' as const,
        key: newKey(),
        takenAt: '2027-04-09T09:40:00.000Z',
      },
    ]
    suite.clock.set('2027-04-09T10:00:00Z')
    const replay = async () => {
      const answers = []
      for (const { id, action, ...sent } of queue) {
        answers.push(await queued(mod, id, action, sent))
      }
      return answers
    }
    const first = await replay()
    expect(first.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(first.map((answer) => answer.json().status)).toEqual([
      'confirmed',
      'completed',
      'cancelled',
    ])
    const auditAfterFirst = await allStaffActions()
    const unitsAfterFirst = await suite.db.select().from(bookingUnits)

    const second = await replay()
    expect(second.map((answer) => answer.statusCode)).toEqual([200, 200, 200])
    expect(second.map((answer) => answer.json())).toEqual(first.map((answer) => answer.json()))
    expect(await allStaffActions()).toHaveLength(auditAfterFirst.length)
    expect(await suite.db.select().from(bookingUnits)).toEqual(unitsAfterFirst)

    // Each audit row keeps when it was taken beside when it arrived (`at`, the database's time).
    const taken = async (bookingId: string, action: string) =>
      (await auditOf(bookingId))
        .filter((row) => row.action === action)
        .map((row) => [row.takenAt?.toISOString(), row.at instanceof Date])
    expect(await taken(going.booking._id, 'booking.check_out')).toEqual([
      ['2027-04-09T09:00:00.000Z', true],
    ])
    expect(await taken(going.booking._id, 'booking.check_out_unsigned')).toEqual([
      ['2027-04-09T09:00:00.000Z', true],
    ])
    expect(await taken(back.booking._id, 'booking.check_in')).toEqual([
      ['2027-04-09T09:20:00.000Z', true],
    ])
    expect(await taken(nobody.booking._id, 'booking.no_show')).toEqual([
      ['2027-04-09T09:40:00.000Z', true],
    ])
    // The audit log shows both times; an action sent as it was taken has no taken_at.
    const log = (await desk.audit(setup.roles.admin, `booking_id=${back.booking._id}`)).json()
    expect(
      log.items.map((entry: { action: string; taken_at: string | null }) => [
        entry.action,
        entry.taken_at,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['booking.check_in', '2027-04-09T09:20:00.000Z'],
        ['booking.check_out', null],
      ]),
    )
  })

  it('refuses a queued check-out whose unit went out with another booking, and again when resent', async () => {
    const stroller = suite.ids['ZST417-Y']!
    const { dates, morning } = rentalFrom('2027-04-20')
    const first = await paidBooking(suite.app, [stroller], dates)
    const second = await paidBooking(suite.app, [stroller], dates)
    suite.clock.set(morning)
    const mod = setup.roles.moderator
    // The desk offered this unit for `second` before it went offline...
    const [unit] = await suggestedUnits(handover, mod, second.booking._id)
    // ...and another desk handed it out with `first` meanwhile.
    expect((await handover.checkOut(mod, first.booking._id, [{ unit_id: unit! }])).statusCode).toBe(
      200,
    )
    const sent = {
      key: newKey(),
      takenAt: '2027-04-20T08:20:00.000Z',
      payload: { units: [{ unit_id: unit! }], ...unsigned },
    }
    for (let time = 0; time < 2; time += 1) {
      const refused = await queued(mod, second.booking._id, 'check-out', sent)
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toMatchObject({
        code: 'UNIT_NOT_FREE',
        message: expect.stringContaining('another booking'),
      })
    }
    expect(
      await suite.db
        .select()
        .from(bookingUnits)
        .where(and(eq(bookingUnits.bookingId, second.booking._id))),
    ).toEqual([])
    expect(await auditOf(second.booking._id)).toEqual([])
  })

  it('refuses a key sent again with another request, and times in the future or too old', async () => {
    const stroller = suite.ids['ZST417-Y']!
    const { dates, morning } = rentalFrom('2027-05-03')
    const { booking } = await paidBooking(suite.app, [stroller], dates)
    suite.clock.set(morning)
    const mod = setup.roles.moderator
    const units = await suggestedUnits(handover, mod, booking._id)
    const payload = { units: units.map((unit_id) => ({ unit_id })), ...unsigned }

    for (const takenAt of ['2027-05-03T08:33:00.000Z', '2027-04-30T08:29:00.000Z']) {
      const refused = await queued(mod, booking._id, 'check-out', {
        key: newKey(),
        takenAt,
        payload,
      })
      expect([refused.statusCode, refused.json().code]).toEqual([422, 'TAKEN_AT_OUT_OF_RANGE'])
    }
    const garbled = await queued(mod, booking._id, 'check-out', {
      key: newKey(),
      takenAt: 'yesterday',
      payload,
    })
    expect([garbled.statusCode, garbled.json().code]).toEqual([400, 'VALIDATION_FAILED'])
    expect(await auditOf(booking._id)).toEqual([])

    // 72 hours ago exactly is still accepted, and the same key with another note is refused.
    const key = newKey()
    const ok = await queued(mod, booking._id, 'check-out', {
      key,
      takenAt: '2027-04-30T08:30:00.000Z',
      payload,
    })
    expect(ok.statusCode).toBe(200)
    const reused = await queued(mod, booking._id, 'check-out', {
      key,
      takenAt: '2027-04-30T08:30:00.000Z',
      payload: { ...payload, unsigned_reason: 'Another reason' },
    })
    expect([reused.statusCode, reused.json().code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED'])
  })

  it('hands units out once when the same queued check-out arrives twice at the same moment', async () => {
    // Another item: the strollers of the tests above are still out.
    const booster = suite.ids['ZBS142-C']!
    const { dates, morning } = rentalFrom('2027-05-10')
    const { booking } = await paidBooking(suite.app, [booster], dates)
    suite.clock.set(morning)
    const mod = setup.roles.moderator
    const units = await suggestedUnits(handover, mod, booking._id)
    const sent = {
      key: newKey(),
      takenAt: '2027-05-10T08:10:00.000Z',
      payload: { units: units.map((unit_id) => ({ unit_id })), ...unsigned },
    }
    const answers = await Promise.all([
      queued(mod, booking._id, 'check-out', sent),
      queued(mod, booking._id, 'check-out', sent),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(
      await suite.db.select().from(bookingUnits).where(eq(bookingUnits.bookingId, booking._id)),
    ).toHaveLength(1)
    expect(
      (await auditOf(booking._id)).filter((row) => row.action === 'booking.check_out'),
    ).toHaveLength(1)
  })
})
