import { sql } from 'drizzle-orm'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'
import {
  emailsTo,
  latestEmail,
  linkParam,
  logIn,
  randomAddress,
  signedIn,
} from '../support/accounts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

const NEW_PASSWORD = 'Brand#New2027'
const requestReset = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email },
    remoteAddress: randomAddress(),
  })
const reset = (token: string, new_password = NEW_PASSWORD) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, new_password },
    remoteAddress: randomAddress(),
  })

async function resetToken(email: string) {
  await requestReset(email)
  return linkParam((await latestEmail(ctx.app, email))?.textBody, 'token')
}

describe('POST /api/auth/request-password-reset', () => {
  it('answers the same whether or not the account exists, and emails only a real account', async () => {
    const { traveller } = await signedIn(ctx.app)
    const known = await requestReset(traveller.email)
    const unknown = await requestReset('no-such-person@example.com')
    expect(known.statusCode).toBe(200)
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toBe(known.body)
    expect(known.json().message).toBe(
      'If an account exists for that email, we have sent a link to reset the password.',
    )
    expect((await latestEmail(ctx.app, traveller.email))?.subject).toBe(
      'Restablece tu contraseña de TinyTrip',
    )
    expect(await emailsTo(ctx.app, 'no-such-person@example.com')).toEqual([])
  })

  it('sends at most one email every two minutes however often it is asked', async () => {
    const { traveller } = await signedIn(ctx.app)
    await requestReset(traveller.email)
    await requestReset(traveller.email)
    const resets = (await emailsTo(ctx.app, traveller.email)).filter(
      (e) => e.template === 'password_reset',
    )
    expect(resets).toHaveLength(1)
  })

  it('limits requests per address', async () => {
    const address = randomAddress()
    const statuses = []
    for (let i = 0; i < 6; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: `x${i}@example.com` },
        remoteAddress: address,
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session, and tells the owner by email', async () => {
    const { traveller, auth } = await signedIn(ctx.app)
    const token = await resetToken(traveller.email)
    const res = await reset(token)
    expect(res.statusCode).toBe(200)
    expect((await ctx.app.inject({ url: '/api/users/profile', headers: auth })).statusCode).toBe(
      401,
    )
    expect((await logIn(ctx.app, traveller.email, traveller.password)).statusCode).toBe(401)
    expect((await logIn(ctx.app, traveller.email, NEW_PASSWORD)).statusCode).toBe(200)
    expect((await latestEmail(ctx.app, traveller.email))?.template).toBe('password_changed')
  })

  it('works once: the same link again is refused as used', async () => {
    const { traveller } = await signedIn(ctx.app)
    const token = await resetToken(traveller.email)
    expect((await reset(token)).statusCode).toBe(200)
    const again = await reset(token, 'Another#Pass3')
    expect(again.statusCode).toBe(400)
    expect(again.json().code).toBe('RESET_TOKEN_USED')
    expect(again.json().message).toContain('used')
    expect((await logIn(ctx.app, traveller.email, 'Another#Pass3')).statusCode).toBe(401)
  })

  it('refuses an expired link with a message that says so', async () => {
    const { traveller } = await signedIn(ctx.app)
    const token = await resetToken(traveller.email)
    await ctx.app.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'password_reset'`,
    )
    const res = await reset(token)
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('RESET_TOKEN_EXPIRED')
    expect(res.json().message).toContain('expired')
  })

  it('refuses an unknown link with a message that says neither expired nor used', async () => {
    const res = await reset('made-up-token')
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe('RESET_TOKEN_INVALID')
    expect(res.json().message).not.toMatch(/expired|used/)
  })

  it('refuses a weak new password without spending the link', async () => {
    const { traveller } = await signedIn(ctx.app)
    const token = await resetToken(traveller.email)
    const weak = await reset(token, 'short')
    expect(weak.statusCode).toBe(400)
    expect(weak.json().code).toBe('WEAK_PASSWORD')
    expect((await reset(token)).statusCode).toBe(200)
  })
})
