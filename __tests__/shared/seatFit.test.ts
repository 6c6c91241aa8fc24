import {
  CHILD_RESTRAINT_HEIGHT_CM,
  seatFit,
  seatsThatFit,
  seatWarnings,
  type SeatApproval,
} from '../../src/shared/domain/seatFit'

// The demo's seats: an infant carrier (40–83 cm), a rotating seat (40–105 cm), a high-back
// booster (100–150 cm), and an R44 group 1 seat (9–18 kg).
const infantCarrier: SeatApproval = { standard: 'R129', min_height_cm: 40, max_height_cm: 83 }
const rotating: SeatApproval = { standard: 'R129', min_height_cm: 40, max_height_cm: 105 }
const booster: SeatApproval = { standard: 'R129', min_height_cm: 100, max_height_cm: 150 }
const groupOne: SeatApproval = { standard: 'R44', group: '1' }

describe('R129 fits by height, both ends of the range included', () => {
  it.each([
    [39, 'too_small'],
    [40, 'fits'],
    [83, 'fits'],
    [83.5, 'too_big'],
    [84, 'too_big'],
  ] as const)('an infant carrier and a child of %s cm: %s', (height_cm, fit) => {
    expect(seatFit(infantCarrier, { height_cm })).toBe(fit)
  })

  it('does not guess from weight when the height is not given', () => {
    expect(seatFit(infantCarrier, { weight_kg: 8 })).toBe('unknown')
    expect(seatFit(infantCarrier, { height_cm: null, weight_kg: 8 })).toBe('unknown')
  })
})

describe('R44 fits by the weight of its group', () => {
  it.each([
    [8.9, 'too_small'],
    [9, 'fits'],
    [18, 'fits'],
    [18.1, 'too_big'],
  ] as const)('group 1 and a child of %s kg: %s', (weight_kg, fit) => {
    expect(seatFit(groupOne, { weight_kg })).toBe(fit)
  })

  it('group 0+ starts at birth, and the height alone says nothing', () => {
    expect(seatFit({ standard: 'R44', group: '0+' }, { weight_kg: 0 })).toBe('fits')
    expect(seatFit(groupOne, { height_cm: 90 })).toBe('unknown')
  })
})

describe('the seat suggested for a child', () => {
  const seats = [
    { code: 'booster', approval: booster },
    { code: 'rotating', approval: rotating },
    { code: 'infant', approval: infantCarrier },
  ]

  it('a 3-year-old of 98 cm gets the rotating seat, not the infant carrier or the booster', () => {
    expect(seatsThatFit(seats, { height_cm: 98 }).map((seat) => seat.code)).toEqual(['rotating'])
  })

  it('where two fit, the earlier stage comes first', () => {
    expect(seatsThatFit(seats, { height_cm: 100 }).map((seat) => seat.code)).toEqual([
      'rotating',
      'booster',
    ])
    expect(seatsThatFit(seats, { height_cm: 60 }).map((seat) => seat.code)).toEqual([
      'infant',
      'rotating',
    ])
  })

  it('nothing is suggested for a child whose height we do not know', () => {
    expect(seatsThatFit(seats, {})).toEqual([])
  })
})

describe('the warnings of a basket with seats', () => {
  const chosen = (approval: SeatApproval, quantity = 1) => [{ gear_id: 'g-1', approval, quantity }]

  it('warns of an infant carrier chosen for a 98 cm child', () => {
    expect(seatWarnings(chosen(infantCarrier), [{ height_cm: 98 }])).toEqual([
      { kind: 'fits_no_child', gear_id: 'g-1' },
    ])
  })

  it('says nothing when each seat fits one of the children, or when a height is unknown', () => {
    const carrierAndRotating = [
      { gear_id: 'g-1', approval: infantCarrier, quantity: 1 },
      { gear_id: 'g-2', approval: rotating, quantity: 1 },
    ]
    expect(seatWarnings(carrierAndRotating, [{ height_cm: 98 }, { height_cm: 70 }])).toEqual([])
    expect(seatWarnings(chosen(infantCarrier), [{ weight_kg: 14 }])).toEqual([])
  })

  it('warns when a sibling under 135 cm has no seat, and counts how many', () => {
    const children = [{ height_cm: 98 }, { height_cm: 120 }, { height_cm: 134 }]
    expect(seatWarnings(chosen(rotating), children)).toEqual([
      { kind: 'child_without_seat', children_without_seat: 2 },
    ])
    expect(seatWarnings(chosen(rotating, 3), children)).toEqual([])
  })

  it('a child of 135 cm or more needs no seat', () => {
    expect(
      seatWarnings(chosen(rotating), [{ height_cm: 98 }, { height_cm: CHILD_RESTRAINT_HEIGHT_CM }]),
    ).toEqual([])
  })

  it('says nothing without children on the account or without seats in the basket', () => {
    expect(seatWarnings(chosen(infantCarrier), [])).toEqual([])
    expect(seatWarnings([], [{ height_cm: 98 }, { height_cm: 120 }])).toEqual([])
  })
})
