import { formatDate, formatMoney } from '../../../src/client/lib/format'

describe('formatting for people', () => {
  it('shows euros in each language, without decimals for whole amounts', () => {
    expect(formatMoney(700, 'EUR', 'en')).toBe('€7')
    expect(formatMoney(1250, 'EUR', 'en')).toBe('€12.50')
    expect(formatMoney(12000, 'EUR', 'es')).toBe('120\u00a0€')
    expect(formatMoney(1250, 'EUR', 'es')).toBe('12,50\u00a0€')
  })

  it('uses each currency’s own minor unit', () => {
    expect(formatMoney(700, 'JPY', 'en')).toBe('JP¥700')
    expect(formatMoney(1250, 'GBP', 'en')).toBe('£12.50')
    expect(formatMoney(1250, 'KWD', 'en')).toBe('KWD\u00a01.250')
    expect(formatMoney(1999, 'USD', 'es')).toBe('19,99\u00a0US$')
  })

  it('shows a calendar date as that date whatever the browser’s time zone', () => {
    expect(formatDate('2027-04-09', 'en')).toBe('Fri, 9 Apr 2027')
    expect(formatDate('2027-04-09', 'es', 'long')).toBe('viernes, 9 de abril de 2027')
    expect(formatDate('2027-01-01', 'en', 'short')).toBe('1 Jan')
  })
})
