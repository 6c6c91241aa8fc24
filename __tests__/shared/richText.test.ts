import { isInternalHref, isSafeHref } from '../../src/shared/domain/richText'

describe('links allowed inside article and legal texts', () => {
  it.each([
    '/search',
    '/article/x#y',
    '#cookies',
    'https://www.dgt.es',
    'mailto:a@b.es',
    'tel:+34',
  ])('allows %s', (href) => expect(isSafeHref(href)).toBe(true))

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\u0000script:x',
    'vbscript:x',
    'data:text/html,<script>',
    'http://plain.example',
    '//evil.example',
    '/\\evil.example',
    '#',
    '',
    'file:///etc/passwd',
  ])('refuses %j', (href) => expect(isSafeHref(href)).toBe(false))

  it('tells in-app paths from other links', () => {
    expect(isInternalHref('/blog')).toBe(true)
    expect(isInternalHref('//evil.example')).toBe(false)
    expect(isInternalHref('https://x.es')).toBe(false)
  })
})
