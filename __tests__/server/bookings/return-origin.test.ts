import { sandboxCheckouts } from '../../../src/server/db/schema'
import { returnBaseFor } from '../../../src/server/domains/payments/return-origin'
import { bookedTraveller, gearIds, openCheckout } from '../support/bookings'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'
import { eq } from 'drizzle-orm'

/** Where a traveller's request says they opened the app: its Origin and Host headers. */
const request = (headers: { origin?: string; host?: string }) => ({ ...headers, protocol: 'http' })

describe('where the payment pages send the traveller back', () => {
  const development = testConfig({ NODE_ENV: 'development' })

  it.each([
    [{ origin: 'http://127.0.0.1:3000' }, 'http://127.0.0.1:3000'],
    [{ host: 'localhost:3000' }, 'http://localhost:3000'],
    [{ origin: 'http://[::1]:3000' }, 'http://[::1]:3000'],
    [{ origin: 'https://evil.example' }, 'http://localhost:3000'],
    [{ origin: 'http://127.0.0.1.evil.example' }, 'http://localhost:3000'],
    [{ origin: 'javascript:alert(1)' }, 'http://localhost:3000'],
    [{}, 'http://localhost:3000'],
  ])('in development without PUBLIC_URL, %j goes back to %s', (headers, base) => {
    expect(returnBaseFor(development, request(headers))).toBe(base)
  })

  it('always uses PUBLIC_URL when it is set, and in production', () => {
    const configured = testConfig({ NODE_ENV: 'development', PUBLIC_URL: 'https://tinytrip.es' })
    expect(returnBaseFor(configured, request({ origin: 'http://127.0.0.1:3000' }))).toBe(
      'https://tinytrip.es',
    )
    const production = testConfig({ NODE_ENV: 'production' })
    expect(returnBaseFor(production, request({ origin: 'http://127.0.0.1:3000' }))).toBe(
      'http://localhost:3000',
    )
  })

  describe('a traveller who opened the app at 127.0.0.1 (development)', () => {
    let ctx: TestContext
    beforeAll(async () => {
      ctx = await startTestApp({ NODE_ENV: 'development' })
    })
    afterAll(() => stopTestApp(ctx))

    it('comes back from the card page to 127.0.0.1, where their session is', async () => {
      const ids = await gearIds(ctx.app)
      const { auth, booking } = await bookedTraveller(ctx.app, [ids['ZCS123-K']!])
      const session = await openCheckout(
        ctx.app,
        { ...auth, origin: 'http://127.0.0.1:3000' },
        booking._id,
      )
      const [row] = await ctx.database.db
        .select()
        .from(sandboxCheckouts)
        .where(eq(sandboxCheckouts.id, session.json().session_id))
      expect(row!.successUrl).toMatch(/^http:\/\/127\.0\.0\.1:3000\/booking\/success-redirect\?/)
      expect(row!.cancelUrl).toBe(`http://127.0.0.1:3000/booking/${booking._id}`)
    })
  })
})
