import { divideRoundingHalfUp, includedVat, percentOff } from '../../src/shared/domain/money'
import { basketSignature, countUnits, repeatedGearIds } from '../../src/shared/domain/basket'

describe('money in cents', () => {
  it('rounds divisions half up to the cent', () => {
    expect(divideRoundingHalfUp(5, 2)).toBe(3)
    expect(divideRoundingHalfUp(7, 2)).toBe(4)
    expect(divideRoundingHalfUp(14, 10)).toBe(1)
    expect(divideRoundingHalfUp(15, 10)).toBe(2)
    expect(divideRoundingHalfUp(0, 10)).toBe(0)
  })

  it('takes a percentage off, to the cent', () => {
    expect(percentOff(700, 10)).toBe(630)
    expect(percentOff(1255, 10)).toBe(1130) // 1129.5 rounds up
    expect(percentOff(333, 20)).toBe(266) // 266.4 rounds down
  })

  it('finds the VAT inside a VAT-included amount', () => {
    expect(includedVat(12_100, 2100)).toBe(2100)
    expect(includedVat(2900, 2100)).toBe(503) // 503.31
    expect(includedVat(1000, 0)).toBe(0)
  })
})

describe('basket signature', () => {
  const line = (gear_id: string, quantity: number, start_date = '2027-04-09') => ({
    gear_id,
    quantity,
    pickup_location_code: 'SVQ',
    start_date,
    end_date: '2027-04-16',
    pickup_time: '10:00',
    return_time: '18:00',
  })

  it('is the same for the same basket in any order, and changes with any priced field', () => {
    const a = basketSignature([line('g1', 1), line('g2', 2)])
    expect(basketSignature([line('g2', 2), line('g1', 1)])).toBe(a)
    expect(basketSignature([line('g1', 2), line('g2', 2)])).not.toBe(a)
    expect(basketSignature([line('g1', 1), line('g2', 2, '2027-04-10')])).not.toBe(a)
    expect(basketSignature([])).toBe('')
  })

  it('repeats gear ids per unit, and counts them back', () => {
    const ids = repeatedGearIds([line('g1', 2), line('g2', 1)])
    expect(ids).toEqual(['g1', 'g1', 'g2'])
    expect([...countUnits(ids)]).toEqual([
      ['g1', 2],
      ['g2', 1],
    ])
  })
})
