import { addDays, daysBetween, isIsoDate, weekdayOf } from '../../src/shared/domain/calendar'
import { openingWindowOn, timeSlotsOn } from '../../src/shared/domain/openingTimes'
import { airport, allNight, station } from './support/locations'

describe('calendar dates', () => {
  it('accepts only real dates written YYYY-MM-DD', () => {
    expect(['2027-02-28', '2028-02-29', '2027-12-31'].map(isIsoDate)).toEqual([true, true, true])
    expect(
      ['2027-02-29', '2027-04-31', '2027-13-01', '27-04-01', '2027-4-1', ''].map(isIsoDate),
    ).toEqual([false, false, false, false, false, false])
  })

  it('adds and counts days across month, year and clock-change boundaries', () => {
    expect(addDays('2027-03-27', 2)).toBe('2027-03-29')
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(daysBetween('2027-03-20', '2027-04-10')).toBe(21)
    expect(daysBetween('2027-10-20', '2027-11-10')).toBe(21)
  })

  it('names the weekday of a date', () => {
    expect(weekdayOf('2027-03-28')).toBe('sunday')
    expect(weekdayOf('2027-03-29')).toBe('monday')
    expect(weekdayOf('2028-02-29')).toBe('tuesday')
  })
})

describe('opening times', () => {
  it('gives the weekday window, and none on a closed weekday or holiday', () => {
    expect(openingWindowOn(airport, '2027-04-09')).toEqual({ open: '07:00', close: '23:30' })
    expect(openingWindowOn(airport, '2027-12-25')).toBeNull()
    expect(openingWindowOn(station, '2027-04-11')).toBeNull()
  })

  it('offers half-hour slots from opening until before closing', () => {
    const sunday = timeSlotsOn(airport, '2027-04-11')
    expect(sunday[0]).toBe('08:00')
    expect(sunday.at(-1)).toBe('21:30')
    expect(sunday).toHaveLength(28)
    expect(timeSlotsOn(station, '2027-04-11')).toEqual([])
  })

  it('leaves out the times before now on the current day', () => {
    expect(timeSlotsOn(airport, '2027-04-11', '20:30')).toEqual(['21:00', '21:30'])
  })

  it('leaves out the hour the clock skips on the last Sunday of March, not the repeated one', () => {
    const spring = timeSlotsOn(allNight, '2027-03-28')
    expect(spring).toContain('01:30')
    expect(spring).not.toContain('02:00')
    expect(spring).not.toContain('02:30')
    expect(spring).toContain('03:00')
    expect(timeSlotsOn(allNight, '2027-10-31')).toContain('02:30')
  })
})
