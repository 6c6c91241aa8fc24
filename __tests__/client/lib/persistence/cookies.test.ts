import { createCookieJar } from '../../../../src/client/lib/persistence/cookies'

/** What the jar hands to the browser: every `document.cookie = ...` assignment. */
function recordCookieWrites() {
  const writes: string[] = []
  jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value)
  })
  return writes
}

afterEach(() => jest.restoreAllMocks())

describe('the browser cookie jar (basket cookie in docs/product.md, Constants)', () => {
  it('writes the cookie for the whole site with Max-Age, Secure and SameSite=Strict', () => {
    const writes = recordCookieWrites()
    createCookieJar().set('basket_u7', '[["g",1]]', {
      maxAgeSeconds: 7 * 24 * 3600,
      secure: true,
      sameSite: 'strict',
    })
    expect(writes).toHaveLength(1)
    const [pair, ...attributes] = writes[0]!.split('; ')
    expect(pair).toBe(`basket_u7=${encodeURIComponent('[["g",1]]')}`)
    expect(attributes).toEqual(
      expect.arrayContaining(['Max-Age=604800', 'Path=/', 'Secure', 'SameSite=Strict']),
    )
    expect(attributes.join(';')).not.toMatch(/HttpOnly|Domain/i)
  })

  it('removes a cookie on the same path it was written to', () => {
    const writes = recordCookieWrites()
    createCookieJar().remove('basket_guest')
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatch(/^basket_guest=;/)
    expect(writes[0]).toContain('Path=/')
    expect(writes[0]).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/)
  })
})
