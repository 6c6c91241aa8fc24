import { count, eq, sql } from 'drizzle-orm'
import { emailTokens, outboxEmails, users } from '../../../src/server/db/schema'
import { startTestApp, stopTestApp, type TestContext } from '../support/testApp'
import { latestEmail, linkParam, newTraveller, signUp, emailsTo } from '../support/accounts'

let ctx: TestContext
beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

const countRows = async () => {
  const [[u], [o]] = await Promise.all([
    ctx.app.db.select({ n: count() }).from(users),
    ctx.app.db.select({ n: count() }).from(outboxEmails),
  ])
  return { users: u?.n, emails: o?.n }
}

describe('POST /api/users (sign-up)', () => {
  it('creates an inactive account and emails an activation link in the chosen language', async () => {
    const traveller = newTraveller({ email: 'Mixed.Case@Example.COM ' })
    const res = await signUp(ctx.app, traveller)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({
      success: true,
      message: 'Thank you. Check your email for a link to activate your account.',
    })
    const [user] = await ctx.app.db
      .select()
      .from(users)
      .where(eq(users.email, 'mixed.case@example.com'))
    expect(user).toMatchObject({ role: 'user', activatedAt: null, languagePreference: 'es' })
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/)
    expect(user?.passwordHash).not.toContain(traveller.password)
    const email = await latestEmail(ctx.app, 'mixed.case@example.com')
    expect(email?.subject).toBe('Activa tu cuenta de TinyTrip')
    expect(email?.textBody).toMatch(/http:\/\/localhost:3000\/activate\?code=[A-Za-z0-9_-]{43}/)
  })

  it('answers a duplicate address exactly like a new one and warns its owner instead', async () => {
    const traveller = newTraveller({ language_preference: 'en' })
    const first = await signUp(ctx.app, traveller)
    const before = await countRows()
    const second = await signUp(ctx.app, {
      ...traveller,
      email: traveller.email.toUpperCase(),
      first_name: 'Someone',
    })
    expect(second.statusCode).toBe(first.statusCode)
    expect(second.body).toBe(first.body)
    expect((await countRows()).users).toBe(before.users)
    const emails = await emailsTo(ctx.app, traveller.email)
    expect(emails.map((e) => e.template).sort()).toEqual(['activation', 'signup_attempt'])
  })

  it.each([
    [
      'no consent to data processing',
      { legitimate_data_processing_consent: false },
      'CONSENT_REQUIRED',
    ],
    ['an invalid email', { email: 'not-an-email' }, 'INVALID_EMAIL'],
    ['an invalid phone', { phone: '12ab' }, 'INVALID_PHONE'],
    ['a short password', { password: 'Ab1#' }, 'WEAK_PASSWORD'],
    ['no uppercase', { password: 'sunny#seville1' }, 'WEAK_PASSWORD'],
    ['no lowercase', { password: 'SUNNY#SEVILLE1' }, 'WEAK_PASSWORD'],
    ['no number', { password: 'Sunny#Seville' }, 'WEAK_PASSWORD'],
    ['no special character', { password: 'SunnySeville1' }, 'WEAK_PASSWORD'],
    ['a 10 kB name', { first_name: 'x'.repeat(10_000) }, 'VALIDATION_FAILED'],
    ['a 10 kB password', { password: `Aa1#${'x'.repeat(10_000)}` }, 'VALIDATION_FAILED'],
    ['a number for a name', { last_name: 42 }, 'VALIDATION_FAILED'],
    ['a text consent', { legitimate_data_processing_consent: 'yes' }, 'VALIDATION_FAILED'],
    ['an unknown language', { language_preference: 'fr' }, 'VALIDATION_FAILED'],
    ['a missing field', { email: undefined }, 'VALIDATION_FAILED'],
  ])('refuses %s with a 400 and writes nothing', async (_case, change, code) => {
    const before = await countRows()
    const res = await signUp(ctx.app, newTraveller(change))
    expect(res.statusCode).toBe(400)
    expect(res.json().code).toBe(code)
    expect(await countRows()).toEqual(before)
  })

  it('says exactly which rule a short password breaks (text in docs/product.md, Validation messages)', async () => {
    const res = await signUp(ctx.app, newTraveller({ password: 'Ab1#' }))
    expect(res.json().message).toBe('Password must be at least 8 characters')
  })
})

describe('GET /api/users/activate', () => {
  async function pendingCode() {
    const traveller = newTraveller()
    await signUp(ctx.app, traveller)
    return {
      traveller,
      code: linkParam((await latestEmail(ctx.app, traveller.email))?.textBody, 'code'),
    }
  }
  const activate = (code: string) =>
    ctx.app.inject({ url: `/api/users/activate?code=${encodeURIComponent(code)}` })

  it('activates once, then answers 304 for the used code', async () => {
    const { traveller, code } = await pendingCode()
    const first = await activate(code)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({
      success: true,
      message: 'Your account is active. You can log in now.',
    })
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, traveller.email))
    expect(user?.activatedAt).toBeInstanceOf(Date)
    const again = await activate(code)
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('answers an unknown code with 400, success false and a message', async () => {
    const res = await activate('not-a-real-code')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'ACTIVATION_CODE_INVALID',
      message: 'This activation code is not valid.',
    })
  })

  it('answers an expired code with 400 and leaves the account inactive', async () => {
    const { traveller, code } = await pendingCode()
    await ctx.app.db.execute(sql`update email_tokens set expires_at = now() - interval '1 minute'`)
    const res = await activate(code)
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('expired')
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, traveller.email))
    expect(user?.activatedAt).toBeNull()
  })

  it('stores codes only as hashes', async () => {
    const { code } = await pendingCode()
    const stored = await ctx.app.db.select({ hash: emailTokens.tokenHash }).from(emailTokens)
    expect(stored.map((row) => row.hash)).not.toContain(code)
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true)
  })

  it('refuses a missing or huge code with 400', async () => {
    expect((await ctx.app.inject({ url: '/api/users/activate' })).statusCode).toBe(400)
    expect((await activate('x'.repeat(10_000))).statusCode).toBe(400)
  })
})
