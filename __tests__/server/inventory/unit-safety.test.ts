/**
 * A seat's safety record (docs/safety.md, Safety records): its expiry and inspections keep it
 * from going out, availability stops counting it for the rentals it cannot serve, and a crash
 * retires it for good.
 */
import { and, eq, inArray } from 'drizzle-orm'
import {
  reservations,
  staffActions,
  unitIncidents,
  unitInspections,
  units,
} from '../../../src/server/db/schema'
import { refreshSafetyHold } from '../../../src/server/domains/inventory'
import { addDays } from '../../../src/shared/domain/calendar'
import { SEAT_CHECKLIST } from '../../../src/shared/domain/unitSafety'
import { handoverSuite, paidBooking, PICKUP_MORNING } from '../desk/handover-helpers'
import { keepUnits } from '../support/units'

const setup = handoverSuite()
const { suite, handover, free } = setup
const SEAT = 'ZCS208-R'
const TAG = `SVQ-${SEAT}-001`
const seatId = () => suite.ids[SEAT]!

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  suite.app.inject({
    method,
    url: `/api/desk${url}`,
    headers: setup.roles.admin,
    ...(payload ? { payload } : {}),
  })
const safetyDates = (body: object, tag = TAG) =>
  call('PUT', `/locations/SVQ/units/${tag}/safety-dates`, body)
const inspection = (body: object, tag = TAG) =>
  call('POST', `/locations/SVQ/units/${tag}/inspections`, body)
const incident = (body: object, tag = TAG) =>
  call('POST', `/locations/SVQ/units/${tag}/incidents`, body)
const unitRow = async (tag = TAG) =>
  (await suite.db.select().from(units).where(eq(units.assetTag, tag)))[0]!

beforeEach(async () => {
  suite.clock.set('2027-03-01T10:00:00Z')
  await suite.db.delete(reservations)
  await keepUnits(suite.db, seatId(), 4)
  await suite.db
    .update(units)
    .set({ manufacturedOn: null, expiresOn: null })
    .where(eq(units.gearId, seatId()))
})

describe('an expiry date', () => {
  it('is derived from the seat’s lifetime, and refused in the future or before manufacture', async () => {
    const set = await safetyDates({ manufactured_on: '2019-06-15' })
    expect(set.statusCode).toBe(200)
    expect(set.json().unit.safety).toMatchObject({
      manufactured_on: '2019-06-15',
      expires_on: '2029-06-15',
    })
    const future = await safetyDates({ manufactured_on: '2027-03-02' })
    expect([future.statusCode, future.json().code]).toEqual([422, 'MANUFACTURE_DATE_IN_FUTURE'])
    expect(future.json().details).toEqual([
      expect.objectContaining({ path: 'body/manufactured_on' }),
    ])
    const before = await safetyDates({ manufactured_on: '2019-06-15', expires_on: '2019-06-15' })
    expect([before.statusCode, before.json().code]).toEqual([422, 'EXPIRY_BEFORE_MANUFACTURE'])
    expect((await unitRow()).expiresOn).toBe('2029-06-15')
  })

  it('keeps a seat expiring mid-rental from being offered or checked out for it', async () => {
    expect(await free(seatId(), '2027-04-09', '2027-04-16')).toBe(4)
    const set = await safetyDates({ manufactured_on: '2017-04-12', expires_on: '2027-04-12' })
    expect(set.statusCode).toBe(200)
    expect(await free(seatId(), '2027-04-09', '2027-04-16')).toBe(3)
    expect(await free(seatId(), '2027-04-01', '2027-04-05')).toBe(4)
    expect(set.json().unit.out_of_service).toEqual([
      expect.objectContaining({ from: '2027-04-12', until: null, reason: 'expired' }),
    ])

    const { booking } = await paidBooking(suite.app, [seatId()])
    suite.clock.set(PICKUP_MORNING)
    const options = (await handover.options(setup.roles.moderator, booking._id)).json()
    const offered = options.items[0].free_units.map((unit: { asset_tag: string }) => unit.asset_tag)
    expect(offered).not.toContain(TAG)
    expect(offered).toHaveLength(3)
    const refused = await handover.checkOut(setup.roles.moderator, booking._id, [
      { unit_id: (await unitRow()).id },
    ])
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({
      code: 'UNIT_NOT_FREE',
      message: `Unit ${TAG} cannot go out: it expires on 2027-04-12, before this booking ends.`,
    })
  })

  it('refuses an earlier expiry that would leave a booking short, unless confirmed', async () => {
    await keepUnits(suite.db, seatId(), 1)
    const { booking } = await paidBooking(suite.app, [seatId()])
    const refused = await safetyDates({ manufactured_on: '2017-04-12', expires_on: '2027-04-12' })
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'UNITS_SHORT'])
    expect((await unitRow()).expiresOn).toBeNull()
    const confirmed = await safetyDates({
      manufactured_on: '2017-04-12',
      expires_on: '2027-04-12',
      confirm: true,
    })
    expect(confirmed.json().flagged_bookings).toEqual([
      expect.objectContaining({ reference: booking.reference }),
    ])
    const attention = await call('GET', '/bookings/attention?location=SVQ')
    expect(
      attention
        .json()
        .items.map((item: { kind: string; booking: { reference: string } }) => [
          item.kind,
          item.booking.reference,
        ]),
    ).toContainEqual(['left_short', booking.reference])
  })
})

describe('inspections', () => {
  /** The seat last inspected on `day`, its hold laid again as any change of it would. */
  async function lastInspectedOn(day: string, tag = TAG) {
    const unit = await unitRow(tag)
    await suite.db.insert(unitInspections).values({
      unitId: unit.id,
      inspectedAt: new Date(`${day}T09:00:00Z`),
      inspectedBy: setup.roles.adminId,
      checklist: [...SEAT_CHECKLIST],
    })
    await suite.db.transaction((tx) =>
      refreshSafetyHold(tx, { unitId: unit.id, today: '2027-03-01' }),
    )
  }

  it('moves an overdue seat to the maintenance list until it is inspected again', async () => {
    await lastInspectedOn('2026-02-20')
    const list = (await call('GET', '/locations/SVQ/maintenance')).json()
    expect(list.units).toEqual([
      expect.objectContaining({
        asset_tag: TAG,
        state: 'overdue',
        safety: expect.objectContaining({ inspection_due_on: '2027-02-20' }),
      }),
    ])
    expect(await free(seatId(), '2027-04-09', '2027-04-16')).toBe(3)

    const partial = await inspection({ checklist: ['shell', 'harness', 'cleaned'] })
    expect([partial.statusCode, partial.json().code]).toEqual([422, 'CHECKLIST_INCOMPLETE'])
    expect(partial.json().message).toBe(
      'Every check of a seat is needed; not ticked: buckle, adjusters, base, labels.',
    )
    const done = await inspection({ checklist: [...SEAT_CHECKLIST], note: 'Harness washed' })
    expect(done.statusCode).toBe(201)
    expect(done.json().unit.safety).toMatchObject({
      last_inspected_at: '2027-03-01T10:00:00.000Z',
      inspection_due_on: '2028-02-29',
    })
    expect(await free(seatId(), '2027-04-09', '2027-04-16')).toBe(4)
    expect((await call('GET', '/locations/SVQ/maintenance')).json().units).toEqual([])
    const audit = await suite.db
      .select()
      .from(staffActions)
      .where(eq(staffActions.action, 'unit.inspection'))
    expect(audit).toHaveLength(1)
  })

  it('lists a seat falling due within 30 days, and keeps it from rentals past that day', async () => {
    // Each test inspects its own seat: an inspection, once recorded, stays.
    const tag = `SVQ-${SEAT}-002`
    await lastInspectedOn('2026-03-20', tag)
    const [listed] = (await call('GET', '/locations/SVQ/maintenance')).json().units
    expect(listed).toMatchObject({ asset_tag: tag, state: 'due' })
    expect(await free(seatId(), '2027-03-10', '2027-03-15')).toBe(4)
    expect(await free(seatId(), '2027-03-18', '2027-03-22')).toBe(3)
  })

  it('are never changed nor removed', async () => {
    await inspection({ checklist: [...SEAT_CHECKLIST] }, `SVQ-${SEAT}-003`)
    const refusal = {
      cause: expect.objectContaining({ message: expect.stringMatching(/safety history/) }),
    }
    await expect(suite.db.update(unitInspections).set({ note: 'changed' })).rejects.toMatchObject(
      refusal,
    )
    await expect(suite.db.delete(unitInspections)).rejects.toMatchObject(refusal)
  })
})

describe('a unit out of service on days its safety record already keeps it in', () => {
  it('is counted out once on each day', async () => {
    await safetyDates({ manufactured_on: '2017-04-12', expires_on: '2027-04-12' })
    const repair = await call('POST', `/locations/SVQ/units/${TAG}/out-of-service`, {
      from: '2027-04-01',
      until: '2027-05-01',
      reason: 'repair',
    })
    expect(repair.statusCode).toBe(201)
    expect(repair.json().unit.out_of_service).toEqual([
      expect.objectContaining({ from: '2027-04-01', until: '2027-05-01', reason: 'repair' }),
      expect.objectContaining({ from: '2027-05-01', until: null, reason: 'expired' }),
    ])
    expect(await free(seatId(), '2027-04-20', '2027-04-24')).toBe(3)
    expect(await free(seatId(), '2027-05-10', '2027-05-12')).toBe(3)
    const back = await call('POST', `/locations/SVQ/units/${TAG}/back-in-service`)
    expect(back.json().unit.out_of_service).toEqual([
      expect.objectContaining({ from: '2027-04-12', until: null, reason: 'expired' }),
    ])
  })
})

describe('a crash', () => {
  it('retires a seat for good, whatever it looks like, after the short-bookings check', async () => {
    await keepUnits(suite.db, seatId(), 1)
    const { booking } = await paidBooking(suite.app, [seatId()])
    const report = { kind: 'crash', occurred_on: '2027-02-27', note: 'Rear-ended on the A-4' }
    const refused = await incident(report)
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'UNITS_SHORT'])
    expect(await suite.db.select().from(unitIncidents)).toEqual([])

    const crashed = await incident({ ...report, confirm: true })
    expect(crashed.statusCode).toBe(201)
    expect(crashed.json().unit.status).toBe('retired')
    expect(crashed.json().flagged_bookings).toEqual([
      expect.objectContaining({ reference: booking.reference }),
    ])
    expect(await free(seatId(), '2027-04-09', '2027-04-16')).toBe(0)
    const [recorded] = await suite.db.select().from(unitIncidents)
    expect(recorded).toMatchObject({ kind: 'crash', occurredOn: '2027-02-27' })
    const future = await incident({ ...report, occurred_on: '2027-03-02' }, `SVQ-${SEAT}-002`)
    expect([future.statusCode, future.json().code]).toEqual([422, 'INCIDENT_DATE_IN_FUTURE'])
  })

  it('of another kind of gear, or damage, is recorded and leaves the unit in service', async () => {
    const damage = await incident({ kind: 'damage', occurred_on: '2027-02-28', note: 'Torn cover' })
    expect(damage.json().unit.status).toBe('in_service')
    const rows = await suite.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.kind, 'out_of_service'), inArray(reservations.gearId, [seatId()])))
    expect(rows).toEqual([])
  })
})

describe('the family’s booking after check-out', () => {
  it('shows the seat handed over with its dates and its last inspection before it went out', async () => {
    const tag = `SVQ-${SEAT}-004`
    await safetyDates({ manufactured_on: '2024-09-10' }, tag)
    await inspection({ checklist: [...SEAT_CHECKLIST] }, tag)
    const { booking, auth } = await paidBooking(suite.app, [seatId()])
    const mine = () => suite.app.inject({ url: `/api/bookings/${booking._id}`, headers: auth })
    expect((await mine()).json().handed_seats).toEqual([])
    suite.clock.set(PICKUP_MORNING)
    const out = await handover.checkOut(setup.roles.moderator, booking._id, [
      { unit_id: (await unitRow(tag)).id },
    ])
    expect(out.statusCode).toBe(200)
    expect((await mine()).json().handed_seats).toEqual([
      {
        gear_id: seatId(),
        asset_tag: tag,
        manufactured_on: '2024-09-10',
        expires_on: '2034-09-10',
        last_inspected_at: '2027-03-01T10:00:00.000Z',
      },
    ])
  })
})

describe('a seat taken back fine', () => {
  it('needs its inspection checklist, and is recorded inspected by the check-in', async () => {
    // Its own seat: the one handed over above is still out.
    const tag = `SVQ-${SEAT}-003`
    const { booking } = await paidBooking(suite.app, [seatId()])
    suite.clock.set(PICKUP_MORNING)
    const unitId = (await unitRow(tag)).id
    await handover.checkOut(setup.roles.moderator, booking._id, [{ unit_id: unitId }])
    suite.clock.set('2027-04-14T09:00:00Z')
    const unticked = await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: unitId, outcome: 'fine', checklist: ['shell', 'harness'] },
    ])
    expect(unticked.statusCode).toBe(422)
    expect(unticked.json()).toMatchObject({
      code: 'CHECKLIST_INCOMPLETE',
      message: `Unit ${tag} goes back into service only inspected and cleaned; not ticked: buckle, adjusters, base, labels, cleaned.`,
    })
    expect((await unitRow(tag)).id).toBe(unitId)
    const back = await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: unitId, outcome: 'fine', checklist: [...SEAT_CHECKLIST] },
    ])
    expect(back.statusCode).toBe(200)
    const inspections = await suite.db
      .select()
      .from(unitInspections)
      .where(and(eq(unitInspections.unitId, unitId), eq(unitInspections.bookingId, booking._id)))
    expect(inspections).toEqual([
      expect.objectContaining({ inspectedAt: new Date('2027-04-14T09:00:00Z') }),
    ])
  })
})

describe('a seat back for cleaning', () => {
  it('is held after cleaning until it is inspected: every rental is followed by an inspection', async () => {
    const tag = `SVQ-${SEAT}-002`
    await inspection({ checklist: [...SEAT_CHECKLIST] }, tag)
    const { booking } = await paidBooking(suite.app, [seatId()])
    suite.clock.set(PICKUP_MORNING)
    const unitId = (await unitRow(tag)).id
    await handover.checkOut(setup.roles.moderator, booking._id, [{ unit_id: unitId }])
    suite.clock.set('2027-04-14T09:00:00Z')
    await handover.checkIn(setup.roles.moderator, booking._id, [
      { unit_id: unitId, outcome: 'cleaning' },
    ])
    const back = await call('POST', `/locations/SVQ/units/${tag}/back-in-service`)
    expect(back.json().unit.out_of_service).toEqual([
      expect.objectContaining({ from: '2027-04-14', until: null, reason: 'inspection_due' }),
    ])
    const [listed] = (await call('GET', '/locations/SVQ/maintenance')).json().units
    expect(listed).toMatchObject({ asset_tag: tag, state: 'overdue' })
    await inspection({ checklist: [...SEAT_CHECKLIST] }, tag)
    expect((await unitRow(tag)).id).toBe(unitId)
    const after = await call('GET', '/locations/SVQ/maintenance')
    expect(after.json().units.map((unit: { asset_tag: string }) => unit.asset_tag)).not.toContain(
      tag,
    )
  })
})

describe('the gear page of a seat, for a rental', () => {
  it('gives the earliest expiry among the units that could go out for those dates', async () => {
    await safetyDates(
      { manufactured_on: '2019-01-10', expires_on: '2029-01-10' },
      `SVQ-${SEAT}-003`,
    )
    await safetyDates(
      { manufactured_on: '2017-04-12', expires_on: '2027-04-12' },
      `SVQ-${SEAT}-004`,
    )
    const details = (period: string) =>
      suite.app.inject({
        url: `/api/gear/${seatId()}?pickup_location_code=SVQ&pickup_time=10:00&return_time=18:00&${period}`,
      })
    // 004 expires during the rental: it could not go out, so 003's date is the earliest.
    const during = await details('start_date=2027-04-09&end_date=2027-04-16')
    expect(during.json().earliest_expiry).toBe('2029-01-10')
    const before = await details('start_date=2027-04-01&end_date=2027-04-05')
    expect(before.json().earliest_expiry).toBe('2027-04-12')
    expect((await suite.app.inject({ url: `/api/gear/${seatId()}` })).json().earliest_expiry).toBe(
      null,
    )
  })
})

describe('a seat added to the stock', () => {
  it('is held from the day its first inspection falls due', async () => {
    const added = await call('POST', '/locations/SVQ/units', { gear_id: seatId() })
    expect(added.statusCode).toBe(201)
    const unit = added.json()
    expect(unit.out_of_service).toEqual([
      expect.objectContaining({
        from: unit.safety.inspection_due_on,
        until: null,
        reason: 'inspection_due',
      }),
    ])
    expect(unit.safety.inspection_due_on).toBe(addDays(unit.created_at.slice(0, 10), 365))
  })
})
