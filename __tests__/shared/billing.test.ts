import {
  billingDetailsRequired,
  findBillingProblems,
  normaliseBillingDetails,
  sameBillingDetails,
  taxIdKindOf,
} from '../../src/shared/domain/billing'

const details = {
  name: 'Muñoz Viajes SL',
  address: 'Calle Sierpes 12, 2º',
  postal_code: '41004',
  city: 'Sevilla',
  country: 'ES',
  tax_id: 'B-58378431',
}

describe('billing details', () => {
  it.each([
    ['12345678Z', 'nif'],
    ['X1234567L', 'nie'],
    ['B58378431', 'cif'],
    ['Q2826000H', 'cif'],
    ['ESB58378431', 'eu_vat'],
    ['DE136695976', 'eu_vat'],
    ['FR40303265045', 'eu_vat'],
  ])('recognises %s as a %s by its check digits', (taxId, kind) => {
    expect(taxIdKindOf(taxId)).toBe(kind)
  })

  it.each(['12345678A', 'X1234567A', 'B58378432', 'DE136695977', 'US123456789', '1234'])(
    'refuses %s',
    (taxId) => {
      expect(taxIdKindOf(taxId)).toBeNull()
    },
  )

  it('accepts complete details and stores them tidied, the tax id without separators', () => {
    expect(findBillingProblems(details)).toEqual([])
    expect(
      normaliseBillingDetails({ ...details, tax_id: ' b-58.378.431 ', country: 'es' }),
    ).toEqual({ ...details, tax_id: 'B58378431', tax_id_kind: 'cif' })
  })

  it('names every field that breaks a rule, in the form order', () => {
    expect(
      findBillingProblems({
        name: ' ',
        address: 'x'.repeat(161),
        postal_code: '4100',
        city: 'Sevilla',
        country: 'US',
        tax_id: '12345678A',
      }),
    ).toEqual([
      { field: 'name', code: 'BILLING_FIELD_REQUIRED' },
      { field: 'address', code: 'BILLING_FIELD_TOO_LONG' },
      { field: 'country', code: 'INVALID_COUNTRY' },
      { field: 'tax_id', code: 'INVALID_TAX_ID' },
    ])
    expect(findBillingProblems({ ...details, postal_code: '4100' })).toEqual([
      { field: 'postal_code', code: 'INVALID_POSTAL_CODE' },
    ])
    expect(findBillingProblems({ ...details, country: 'FR', postal_code: '75001' })).toEqual([])
  })

  it('asks for them above 400 € of rental only', () => {
    expect(billingDetailsRequired(40_000)).toBe(false)
    expect(billingDetailsRequired(40_001)).toBe(true)
  })

  it('knows the same details however they were typed', () => {
    const stored = normaliseBillingDetails(details)
    expect(
      sameBillingDetails(stored, normaliseBillingDetails({ ...details, tax_id: 'b58378431' })),
    ).toBe(true)
    expect(
      sameBillingDetails(stored, normaliseBillingDetails({ ...details, city: 'Madrid' })),
    ).toBe(false)
    expect(sameBillingDetails(null, stored)).toBe(false)
  })
})
