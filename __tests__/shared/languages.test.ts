import {
  parseAcceptLanguage,
  resolveLanguage,
  isSupportedLanguage,
} from '../../src/shared/domain/languages'

describe('resolveLanguage (docs/product.md, Constants)', () => {
  it('uses a supported stored preference first', () => {
    expect(resolveLanguage('es', ['en-GB'])).toBe('es')
  })

  it('ignores an unsupported stored value and takes the first supported browser language', () => {
    expect(resolveLanguage('fr', ['de-DE', 'es-MX', 'en-US'])).toBe('es')
  })

  it('matches browser languages by their primary subtag', () => {
    expect(resolveLanguage(null, ['ES_es'])).toBe('es')
    expect(resolveLanguage(null, ['en-AU'])).toBe('en')
  })

  it('falls back to English when nothing is supported', () => {
    expect(resolveLanguage(undefined, ['fr-FR', 'de'])).toBe('en')
    expect(resolveLanguage(null, [])).toBe('en')
  })

  it('accepts only en and es', () => {
    expect(['en', 'es', 'fr', 'EN', '', null].map(isSupportedLanguage)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ])
  })
})

describe('parseAcceptLanguage', () => {
  it('orders tags by quality, keeping header order for ties', () => {
    expect(parseAcceptLanguage('fr;q=0.5, es-ES, en;q=0.8, *;q=0.1')).toEqual(['es-ES', 'en', 'fr'])
  })

  it('drops tags with zero quality and copes with an empty header', () => {
    expect(parseAcceptLanguage('es;q=0, en')).toEqual(['en'])
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })
})
