import { findCheckoutProblems, normaliseFlightNumber } from '../../src/shared/domain/checkoutRules'

describe('flight numbers', () => {
  it.each([
    ['ba 0123', 'BA123'],
    [' u2 4401 ', 'U24401'],
    ['IB0001', 'IB1'],
    ['fr 100', 'FR100'],
    ['', null],
    [null, null],
  ])('%p reads as the airline prints it, %p', (typed, printed) => {
    expect(normaliseFlightNumber(typed)).toBe(printed)
  })
})

describe('the contact rules', () => {
  const contact = { phone: '+34 612 345 678' }

  it('take scheduled times on the 24-hour clock', () => {
    expect(
      findCheckoutProblems({ ...contact, arrival_time: '23:59', departure_time: '00:00' }),
    ).toEqual([])
  })

  it('name each time that is not one', () => {
    expect(
      findCheckoutProblems({ ...contact, arrival_time: '24:00', departure_time: '9.30' }),
    ).toEqual([
      { field: 'arrival_time', code: 'INVALID_FLIGHT_TIME' },
      { field: 'departure_time', code: 'INVALID_FLIGHT_TIME' },
    ])
  })
})
