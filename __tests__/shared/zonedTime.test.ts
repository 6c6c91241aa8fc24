import { instantOf, wallClockAt } from '../../src/shared/domain/zonedTime'

const madrid = 'Europe/Madrid'
const at = (iso: string) => Date.parse(iso)

describe('the clock at a location (Europe/Madrid)', () => {
  it('reads winter time as UTC+1 and summer time as UTC+2', () => {
    expect(wallClockAt(at('2027-01-15T09:00:00Z'), madrid)).toEqual({
      date: '2027-01-15',
      time: '10:00',
    })
    expect(wallClockAt(at('2027-07-15T09:00:00Z'), madrid)).toEqual({
      date: '2027-07-15',
      time: '11:00',
    })
  })

  it('jumps from 01:59 to 03:00 on the last Sunday of March', () => {
    expect(wallClockAt(at('2027-03-28T00:59:00Z'), madrid).time).toBe('01:59')
    expect(wallClockAt(at('2027-03-28T01:00:00Z'), madrid).time).toBe('03:00')
    expect(instantOf('2027-03-28', '02:30', madrid)).toBeNull()
    expect(instantOf('2027-03-28', '03:00', madrid)).toBe(at('2027-03-28T01:00:00Z'))
  })

  it('shows 02:00–02:59 twice on the last Sunday of October and picks the first', () => {
    expect(wallClockAt(at('2027-10-31T00:30:00Z'), madrid).time).toBe('02:30')
    expect(wallClockAt(at('2027-10-31T01:30:00Z'), madrid).time).toBe('02:30')
    expect(instantOf('2027-10-31', '02:30', madrid)).toBe(at('2027-10-31T00:30:00Z'))
    expect(instantOf('2027-10-31', '03:00', madrid)).toBe(at('2027-10-31T02:00:00Z'))
  })

  it('turns the date over at local midnight, not UTC midnight', () => {
    expect(wallClockAt(at('2027-06-30T22:30:00Z'), madrid).date).toBe('2027-07-01')
    expect(instantOf('2027-07-01', '00:30', madrid)).toBe(at('2027-06-30T22:30:00Z'))
  })
})
