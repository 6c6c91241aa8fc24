import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import { serverSecrets } from '../../../src/server/db/schema'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'
import {
  activatedTraveller,
  decodeJwt,
  emailsTo,
  logIn,
  newTraveller,
  randomAddress,
  signedIn,
  signUp,
} from '../support/accounts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

const profile = (headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/users/profile', headers })
const refresh = (refresh_token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    payload: { refresh_token },
    remoteAddress: randomAddress(),
  })

describe('POST /api/auth/login', () => {
  it('answers the fields of docs/product.md (Calls) with a 15-minute access token and a readable refresh expiry', async () => {
    const traveller = await activatedTraveller(ctx.app)
    const res = await logIn(ctx.app, traveller.email.toUpperCase(), traveller.password)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(
      ['access_token', 'email', 'expires_in', 'refresh_token', 'role', 'user_id'].sort(),
    )
    expect(body).toMatchObject({ expires_in: 900, role: 'user', email: traveller.email })
    const exp = decodeJwt(body.refresh_token).exp as number
    expect(exp * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000)
    expect((await profile({ authorization: `Bearer ${body.access_token}` })).statusCode).toBe(200)
  })

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const traveller = await activatedTraveller(ctx.app)
    const wrong = await logIn(ctx.app, traveller.email, 'Wrong#Password1')
    const unknown = await logIn(ctx.app, 'nobody@example.com', traveller.password)
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({
        success: false,
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password',
      })
    }
  })

  it('keeps an account that is not activated out, and emails a new link at most every 10 minutes', async () => {
    const traveller = newTraveller()
    await signUp(ctx.app, traveller)
    const first = await logIn(ctx.app, traveller.email, traveller.password)
    const second = await logIn(ctx.app, traveller.email, traveller.password)
    expect(first.statusCode).toBe(403)
    expect(first.json().code).toBe('ACCOUNT_NOT_ACTIVATED')
    expect(second.statusCode).toBe(403)
    const activations = (await emailsTo(ctx.app, traveller.email)).filter(
      (e) => e.template === 'activation',
    )
    expect(activations).toHaveLength(1)
  })

  it('slows guessing for one account from one address without locking the owner out elsewhere', async () => {
    const traveller = await activatedTraveller(ctx.app)
    const attacker = randomAddress()
    for (let i = 0; i < 5; i++) {
      expect((await logIn(ctx.app, traveller.email, `Guess#${i}aaaa`, attacker)).statusCode).toBe(
        401,
      )
    }
    const blocked = await logIn(ctx.app, traveller.email, traveller.password, attacker)
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('RATE_LIMITED')
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    const owner = await logIn(ctx.app, traveller.email, traveller.password, randomAddress())
    expect(owner.statusCode).toBe(200)
  })

  it('limits sign-in attempts per address across accounts (429 with Retry-After)', async () => {
    const address = randomAddress()
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      statuses.push(
        (await logIn(ctx.app, `someone${i}@example.com`, 'Whatever#1', address)).statusCode,
      )
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true)
    expect(statuses[30]).toBe(429)
  })

  it('refuses bad input with 400 and no session', async () => {
    for (const payload of [
      {},
      { email: 'a@b.co' },
      { email: 42, password: 'x' },
      { email: 'a@b.co', password: 'x'.repeat(10_000) },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        remoteAddress: randomAddress(),
      })
      expect(res.statusCode).toBe(400)
    }
  })
})

describe('tokens', () => {
  it('refuses requests without a token with the spec message', async () => {
    const res = await profile({})
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({
      code: 'AUTH_REQUIRED',
      message: 'Authentication required. Please login first.',
    })
  })

  it('refuses an expired access token with TOKEN_EXPIRED', async () => {
    const { tokens } = await signedIn(ctx.app)
    const [secret] = await ctx.app.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, 'jwt'))
    const expired = await new SignJWT({ ...decodeJwt(tokens.access_token), exp: undefined })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(secret?.value))
    const res = await profile({ authorization: `Bearer ${expired}` })
    expect([res.statusCode, res.json().code]).toEqual([401, 'TOKEN_EXPIRED'])
  })

  it('refuses forged and malformed access tokens', async () => {
    const { tokens } = await signedIn(ctx.app)
    const claims = decodeJwt(tokens.access_token)
    const forged = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-secret-that-is-not-ours-at-all-0123456789'))
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${tokens.access_token.split('.')[1]}.`
    for (const token of [forged, unsigned, 'garbage', tokens.refresh_token]) {
      const res = await profile({ authorization: `Bearer ${token}` })
      expect([res.statusCode, res.json().code]).toEqual([401, 'TOKEN_INVALID'])
    }
    expect((await profile({ authorization: 'Basic abc' })).statusCode).toBe(401)
  })
})

describe('POST /api/auth/refresh', () => {
  it('rotates: new tokens work, and the spent refresh token is refused', async () => {
    const { tokens } = await signedIn(ctx.app)
    const rotated = await refresh(tokens.refresh_token)
    expect(rotated.statusCode).toBe(200)
    const next = rotated.json()
    expect(Object.keys(next).sort()).toEqual(['access_token', 'expires_in', 'refresh_token'])
    expect(next.refresh_token).not.toBe(tokens.refresh_token)
    expect((await profile({ authorization: `Bearer ${next.access_token}` })).statusCode).toBe(200)
  })

  it('revokes the whole family when a spent refresh token is presented again', async () => {
    const { tokens } = await signedIn(ctx.app)
    const next = (await refresh(tokens.refresh_token)).json()
    const replay = await refresh(tokens.refresh_token)
    expect(replay.statusCode).toBe(401)
    expect((await refresh(next.refresh_token)).statusCode).toBe(401)
    expect((await profile({ authorization: `Bearer ${next.access_token}` })).statusCode).toBe(401)
  })

  it('refuses garbage and access tokens as refresh tokens', async () => {
    const { tokens } = await signedIn(ctx.app)
    expect((await refresh('garbage')).statusCode).toBe(401)
    expect((await refresh(tokens.access_token)).statusCode).toBe(401)
  })
})

describe('POST /api/auth/logout', () => {
  it('ends the session: its access and refresh tokens stop working', async () => {
    const { tokens, auth } = await signedIn(ctx.app)
    const other = await signedIn(ctx.app)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: auth,
      payload: { refresh_token: tokens.refresh_token },
    })
    expect(res.statusCode).toBe(204)
    expect(res.body).toBe('')
    expect((await profile(auth)).statusCode).toBe(401)
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401)
    expect((await profile(other.auth)).statusCode).toBe(200)
  })

  it('accepts a logout with only the refresh token, or nothing, without failing', async () => {
    const { tokens, auth } = await signedIn(ctx.app)
    const byRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refresh_token: tokens.refresh_token },
    })
    expect(byRefresh.statusCode).toBe(204)
    expect((await profile(auth)).statusCode).toBe(401)
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/auth/logout', payload: {} })
    expect(empty.statusCode).toBe(204)
  })
})
