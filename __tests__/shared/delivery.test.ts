import {
  DELIVERY_ADDRESS_FIELDS,
  DELIVERY_ADDRESS_MAX_LENGTHS,
  REQUIRED_ADDRESS_FIELDS,
  bookingDeadline,
  compareRunStops,
  deliverySlot,
  findDeliveryAddressProblems,
  isWithinLeadTime,
  normaliseDeliveryAddress,
} from '../../src/shared/domain/delivery'

const zone = { postal_codes: ['41001', '41004', '41020'] }
const address = {
  street: 'Calle Sierpes',
  number: '12',
  postal_code: '41004',
  city: 'Sevilla',
  place_name: 'Hotel Doña María',
  instructions: 'Ring twice',
}
const MADRID = 'Europe/Madrid'
const dayBefore18 = { days_before: 1, cutoff: '18:00' }
const MINUTE = 60_000

describe('findDeliveryAddressProblems', () => {
  it('finds nothing wrong with a full address inside the zone, spaces in the postal code allowed', () => {
    expect(findDeliveryAddressProblems(address, zone)).toEqual([])
    expect(findDeliveryAddressProblems({ ...address, postal_code: '41 004' }, zone)).toEqual([])
    expect(
      findDeliveryAddressProblems({ ...address, place_name: null, instructions: '' }, zone),
    ).toEqual([])
  })

  it.each(REQUIRED_ADDRESS_FIELDS)(
    'asks for the %s when it is empty, missing or blank',
    (field) => {
      for (const value of ['', '   ', null, undefined]) {
        expect(findDeliveryAddressProblems({ ...address, [field]: value }, zone)).toEqual([
          { field, code: 'ADDRESS_FIELD_REQUIRED' },
        ])
      }
    },
  )

  it.each(DELIVERY_ADDRESS_FIELDS.filter((field) => field !== 'postal_code'))(
    'takes the %s at its longest and refuses one character more',
    (field) => {
      const max = DELIVERY_ADDRESS_MAX_LENGTHS[field]
      expect(findDeliveryAddressProblems({ ...address, [field]: 'a'.repeat(max) }, zone)).toEqual(
        [],
      )
      expect(
        findDeliveryAddressProblems({ ...address, [field]: 'a'.repeat(max + 1) }, zone),
      ).toEqual([{ field, code: 'ADDRESS_FIELD_TOO_LONG' }])
    },
  )

  it('refuses a postal code longer than its field before looking at its shape', () => {
    const max = DELIVERY_ADDRESS_MAX_LENGTHS.postal_code
    expect(
      findDeliveryAddressProblems({ ...address, postal_code: '4'.repeat(max + 1) }, zone),
    ).toEqual([{ field: 'postal_code', code: 'ADDRESS_FIELD_TOO_LONG' }])
  })

  it.each(['4100', '410041', 'ABCDE', '41-004', '41004a'])(
    'refuses the malformed postal code %s',
    (postal_code) => {
      expect(findDeliveryAddressProblems({ ...address, postal_code }, zone)).toEqual([
        { field: 'postal_code', code: 'INVALID_POSTAL_CODE' },
      ])
    },
  )

  it('tells a valid postal code outside the zone from one inside, at both ends of the list', () => {
    for (const inside of ['41001', '41020']) {
      expect(findDeliveryAddressProblems({ ...address, postal_code: inside }, zone)).toEqual([])
    }
    for (const outside of ['41000', '41021', '28001']) {
      expect(findDeliveryAddressProblems({ ...address, postal_code: outside }, zone)).toEqual([
        { field: 'postal_code', code: 'POSTAL_CODE_OUTSIDE_ZONE' },
      ])
    }
  })

  it('lists every problem, field by field in form order', () => {
    expect(findDeliveryAddressProblems({ city: 'x'.repeat(81), postal_code: '1' }, zone)).toEqual([
      { field: 'street', code: 'ADDRESS_FIELD_REQUIRED' },
      { field: 'number', code: 'ADDRESS_FIELD_REQUIRED' },
      { field: 'postal_code', code: 'INVALID_POSTAL_CODE' },
      { field: 'city', code: 'ADDRESS_FIELD_TOO_LONG' },
    ])
  })
})

describe('normaliseDeliveryAddress', () => {
  it('trims the fields, joins the postal code and stores empty optional fields as null', () => {
    expect(
      normaliseDeliveryAddress({
        street: '  Calle Sierpes ',
        number: ' 12',
        postal_code: '41 004',
        city: 'Sevilla ',
        place_name: '  ',
        instructions: undefined,
      }),
    ).toEqual({
      street: 'Calle Sierpes',
      number: '12',
      postal_code: '41004',
      city: 'Sevilla',
      place_name: null,
      instructions: null,
    })
  })
})

describe('lead time', () => {
  it('closes bookings at the cut-off the day before, on the zone clock (summer time)', () => {
    const deadline = bookingDeadline(dayBefore18, '2027-04-09', MADRID)
    expect(deadline).toBe(Date.parse('2027-04-08T16:00:00Z'))
    expect(isWithinLeadTime(dayBefore18, '2027-04-09', MADRID, deadline - MINUTE)).toBe(true)
    expect(isWithinLeadTime(dayBefore18, '2027-04-09', MADRID, deadline)).toBe(false)
    expect(isWithinLeadTime(dayBefore18, '2027-04-09', MADRID, deadline + MINUTE)).toBe(false)
  })

  it('follows the clock change: winter time the day before the clocks go forward, summer time after', () => {
    // The clocks go forward on Sunday 28 March 2027 in Madrid.
    expect(bookingDeadline(dayBefore18, '2027-03-28', MADRID)).toBe(
      Date.parse('2027-03-27T17:00:00Z'),
    )
    expect(bookingDeadline(dayBefore18, '2027-03-29', MADRID)).toBe(
      Date.parse('2027-03-28T16:00:00Z'),
    )
  })

  it('counts a cut-off the clock skips as the minute after the skipped hour', () => {
    const skipped = { days_before: 1, cutoff: '02:30' }
    expect(bookingDeadline(skipped, '2027-03-29', MADRID)).toBe(Date.parse('2027-03-28T01:30:00Z'))
  })

  it('takes days_before 0 as the same day', () => {
    const sameDay = { days_before: 0, cutoff: '08:00' }
    expect(bookingDeadline(sameDay, '2027-04-09', MADRID)).toBe(Date.parse('2027-04-09T06:00:00Z'))
  })
})

describe('deliverySlot', () => {
  it('promises the half hour from the chosen time, past midnight too', () => {
    expect(deliverySlot('10:00')).toEqual({ from: '10:00', until: '10:30' })
    expect(deliverySlot('20:45')).toEqual({ from: '20:45', until: '21:15' })
    expect(deliverySlot('23:45')).toEqual({ from: '23:45', until: '00:15' })
  })
})

describe('compareRunStops', () => {
  it('orders stops by time, then postal code, then reference', () => {
    const stops = [
      { time: '10:00', postal_code: '41010', reference: 'TT-B' },
      { time: '09:30', postal_code: '41020', reference: 'TT-C' },
      { time: '10:00', postal_code: '41001', reference: 'TT-D' },
      { time: '10:00', postal_code: '41010', reference: 'TT-A' },
    ]
    expect([...stops].sort(compareRunStops).map((stop) => stop.reference)).toEqual([
      'TT-C',
      'TT-D',
      'TT-A',
      'TT-B',
    ])
  })
})
