/**
 * A check-in that puts a unit out of service writes that unit's change of state as an audit
 * entry of its own (`unit.status`, as the inventory's own change does), by the same staff member,
 * in the same transaction as the check-in.
 */
import { and, eq } from 'drizzle-orm'
import { bookingUnits, reservations } from '../../../src/server/db/schema'
import { handoverSuite, paidBooking, PICKUP_MORNING, suggestedUnits } from './handover-helpers'

const setup = handoverSuite()
const { suite, desk, handover, auditOf } = setup

/** A paid booking of one high chair, its unit handed out on the pickup morning. */
async function unitOut() {
  const { booking } = await paidBooking(suite.app, [suite.ids['ZHC601-S']!])
  suite.clock.set(PICKUP_MORNING)
  const [unitId] = await suggestedUnits(handover, setup.roles.moderator, booking._id)
  const out = await handover.checkOut(setup.roles.moderator, booking._id, [{ unit_id: unitId! }])
  expect(out.statusCode).toBe(200)
  suite.clock.set('2027-04-14T09:00:00Z')
  return { bookingId: booking._id as string, unitId: unitId! }
}

interface Entry {
  action: string
  actor: { email: string }
  booking_id: string | null
  unit_id: string | null
  before: { out_of_service_today: boolean; out_of_service: unknown[] }
  after: { out_of_service_today: boolean; out_of_service: { from: string; reason: string }[] }
}

it('writes an entry of its own for the unit put out of service, by the staff member who took it back', async () => {
  const { bookingId, unitId } = await unitOut()
  const back = await handover.checkIn(setup.roles.moderator, bookingId, [
    { unit_id: unitId, outcome: 'repair', note: 'Tray cracked' },
  ])
  expect(back.statusCode).toBe(200)

  const res = await desk.audit(setup.roles.admin, `unit_id=${unitId}`)
  expect(res.statusCode).toBe(200)
  const entries = res.json().items as Entry[]
  expect(entries.map((entry) => entry.action).sort()).toEqual([
    'booking.check_in',
    'booking.check_out',
    'unit.status',
  ])
  const change = entries.find((entry) => entry.action === 'unit.status')!
  expect(change).toMatchObject({
    actor: { email: setup.roles.moderatorEmail },
    booking_id: bookingId,
    unit_id: unitId,
    before: { out_of_service_today: false, out_of_service: [] },
    after: {
      out_of_service_today: true,
      out_of_service: [{ from: '2027-04-14', until: null, reason: 'repair' }],
    },
  })
})

it('writes no entry for a unit back fine: its state did not change', async () => {
  const { bookingId, unitId } = await unitOut()
  const back = await handover.checkIn(setup.roles.moderator, bookingId, [
    { unit_id: unitId, outcome: 'fine' },
  ])
  expect(back.statusCode).toBe(200)
  const rows = await auditOf(bookingId)
  expect(rows.map((row) => row.action).sort()).toEqual([
    'booking.check_in',
    'booking.check_out',
    'booking.check_out_unsigned',
  ])
})

it('commits the unit entry with the check-in or not at all', async () => {
  const { bookingId, unitId } = await unitOut()
  const record = suite.app.audit.record
  const spy = jest.spyOn(suite.app.audit, 'record').mockImplementation(async (args) => {
    await record(args)
    if (args.action === 'unit.status') throw new Error('the check-in fails after the unit entry')
  })
  try {
    const res = await handover.checkIn(setup.roles.moderator, bookingId, [
      { unit_id: unitId, outcome: 'missing' },
    ])
    expect(res.statusCode).toBe(500)
  } finally {
    spy.mockRestore()
  }
  expect((await auditOf(bookingId)).map((row) => row.action).sort()).toEqual([
    'booking.check_out',
    'booking.check_out_unsigned',
  ])
  const [handed] = await suite.db
    .select()
    .from(bookingUnits)
    .where(eq(bookingUnits.bookingId, bookingId))
  expect(handed!.returnedAt).toBeNull()
  expect(
    await suite.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.unitId, unitId), eq(reservations.kind, 'out_of_service'))),
  ).toEqual([])
})
