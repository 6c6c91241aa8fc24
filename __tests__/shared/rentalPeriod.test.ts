import {
  findRentalPeriodProblems,
  latestReturnDate,
  occupiedDays,
  rentalDays,
  type RentalPeriod,
} from '../../src/shared/domain/rentalPeriod'
import { airport, allNight, station } from './support/locations'

const now = Date.parse('2027-03-01T10:00:00Z')
const period = (overrides: Partial<RentalPeriod> = {}): RentalPeriod => ({
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
  ...overrides,
})
const codes = (p: Partial<RentalPeriod>, location = airport, at = now) =>
  findRentalPeriodProblems(location, period(p), at).map((x) => `${x.code} ${x.field}`)

describe('counting rental days', () => {
  it('counts calendar days from pickup date to return date, a same-day rental as one', () => {
    expect(rentalDays('2027-04-01', '2027-04-22')).toBe(21)
    expect(rentalDays('2027-04-01', '2027-04-02')).toBe(1)
    expect(rentalDays('2027-04-01', '2027-04-01')).toBe(1)
  })

  it('is not changed by a clock change inside the rental', () => {
    expect(rentalDays('2027-03-20', '2027-04-10')).toBe(21)
    expect(rentalDays('2027-10-20', '2027-11-10')).toBe(21)
  })

  it('allows returning 21 days after pickup at the latest', () => {
    expect(latestReturnDate('2027-04-01')).toBe('2027-04-22')
  })

  it('keeps units from the pickup date up to the return date, the day itself for same-day', () => {
    expect(occupiedDays('2027-04-01', '2027-04-05')).toEqual({
      from: '2027-04-01',
      until: '2027-04-05',
    })
    expect(occupiedDays('2027-04-01', '2027-04-01')).toEqual({
      from: '2027-04-01',
      until: '2027-04-02',
    })
  })
})

describe('the rental period rules', () => {
  it('accepts a period inside opening hours', () => {
    expect(codes({})).toEqual([])
  })

  it('allows 21 days and refuses 22, whatever the times of day', () => {
    expect(
      codes({ start_date: '2027-04-01', end_date: '2027-04-22', return_time: '22:00' }),
    ).toEqual([])
    expect(
      codes({ start_date: '2027-04-01', end_date: '2027-04-23', return_time: '08:00' }),
    ).toEqual(['RENTAL_TOO_LONG end_date'])
  })

  it('allows 21 days across the March and October clock changes', () => {
    expect(codes({ start_date: '2027-03-20', end_date: '2027-04-10' })).toEqual([])
    expect(codes({ start_date: '2027-10-20', end_date: '2027-11-10' })).toEqual([])
    expect(codes({ start_date: '2027-10-20', end_date: '2027-11-11' })).toEqual([
      'RENTAL_TOO_LONG end_date',
    ])
  })

  it('refuses times outside the opening window of that weekday', () => {
    // Friday 9 April is open until 23:30; Sunday 11 April only until 22:00.
    expect(codes({ pickup_time: '23:00' })).toEqual([])
    expect(codes({ start_date: '2027-04-11', pickup_time: '23:00' })).toEqual([
      'OUTSIDE_OPERATING_HOURS pickup_time',
    ])
    expect(codes({ pickup_time: '06:30', return_time: '23:30' })).toEqual([
      'OUTSIDE_OPERATING_HOURS pickup_time',
      'OUTSIDE_OPERATING_HOURS return_time',
    ])
  })

  it('takes the opening time and refuses the closing time', () => {
    expect(codes({ start_date: '2027-04-11', pickup_time: '08:00' })).toEqual([])
    expect(codes({ start_date: '2027-04-11', pickup_time: '22:00' })).toEqual([
      'OUTSIDE_OPERATING_HOURS pickup_time',
    ])
  })

  it('refuses a closed day for pickup or return', () => {
    expect(codes({ start_date: '2027-12-25', end_date: '2027-12-28' })).toEqual([
      'LOCATION_CLOSED start_date',
    ])
    expect(codes({ start_date: '2027-12-20', end_date: '2027-12-25' })).toEqual([
      'LOCATION_CLOSED end_date',
    ])
    expect(codes({ start_date: '2027-04-10', end_date: '2027-04-11' }, station)).toEqual([
      'LOCATION_CLOSED end_date',
    ])
  })

  it('refuses a return before the pickup, or at or before the pickup time on the same day', () => {
    expect(codes({ end_date: '2027-04-08' })).toEqual(['RETURN_BEFORE_PICKUP end_date'])
    expect(codes({ end_date: '2027-04-09', return_time: '10:00' })).toEqual([
      'RETURN_BEFORE_PICKUP return_time',
    ])
    expect(codes({ end_date: '2027-04-09', return_time: '10:30' })).toEqual([])
  })

  it('refuses a pickup in the past on the location clock', () => {
    // 10:00 UTC on 1 March is 11:00 in Madrid.
    expect(codes({ start_date: '2027-02-28', end_date: '2027-03-03' })).toEqual([
      'PICKUP_IN_PAST start_date',
    ])
    expect(
      codes({ start_date: '2027-03-01', end_date: '2027-03-03', pickup_time: '11:00' }),
    ).toEqual(['PICKUP_IN_PAST pickup_time'])
    expect(
      codes({ start_date: '2027-03-01', end_date: '2027-03-03', pickup_time: '11:30' }),
    ).toEqual([])
  })

  it('knows the date at the location when it differs from the date in UTC', () => {
    const lateEvening = Date.parse('2027-06-30T22:30:00Z') // 00:30 on 1 July in Madrid
    const p = { start_date: '2027-06-30', end_date: '2027-07-02' }
    expect(codes(p, allNight, lateEvening)).toEqual(['PICKUP_IN_PAST start_date'])
  })

  it('compares the pickup with now across the March clock change', () => {
    const p = { start_date: '2027-03-28', end_date: '2027-03-30', pickup_time: '03:00' }
    // 00:59 UTC is 01:59 in Madrid: 03:00 is one minute away.
    expect(codes(p, allNight, Date.parse('2027-03-28T00:59:00Z'))).toEqual([])
    // 01:00 UTC is already 03:00.
    expect(codes(p, allNight, Date.parse('2027-03-28T01:00:00Z'))).toEqual([
      'PICKUP_IN_PAST pickup_time',
    ])
  })

  it('refuses a time the clock skips, and compares with the first of two repeated times', () => {
    expect(
      codes({ start_date: '2027-03-28', end_date: '2027-03-30', pickup_time: '02:30' }, allNight),
    ).toEqual(['TIME_NOT_ON_CLOCK pickup_time'])
    const repeated = { start_date: '2027-10-31', end_date: '2027-11-02', pickup_time: '02:30' }
    // 01:10 UTC is the second 02:10: the first 02:30 has passed.
    expect(codes(repeated, allNight, Date.parse('2027-10-31T01:10:00Z'))).toEqual([
      'PICKUP_IN_PAST pickup_time',
    ])
    expect(codes(repeated, allNight, Date.parse('2027-10-31T00:10:00Z'))).toEqual([])
  })

  it('checks the parts of a period that has not been fully chosen yet', () => {
    expect(
      findRentalPeriodProblems(
        airport,
        { start_date: '2027-04-11', pickup_time: '23:00', end_date: null, return_time: null },
        now,
      ),
    ).toEqual([{ code: 'OUTSIDE_OPERATING_HOURS', field: 'pickup_time' }])
    expect(findRentalPeriodProblems(airport, {}, now)).toEqual([])
  })
})
