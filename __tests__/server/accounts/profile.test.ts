import { buildApp } from '../../../src/server/app'
import { startTestApp, stopTestApp, testConfig, type TestContext } from '../support/testApp'
import { activatedTraveller, logIn, signedIn } from '../support/accounts'
import { captureLogs } from '../support/logs'

let ctx: TestContext
beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => stopTestApp(ctx))

const patch = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'PATCH',
    url: '/api/users/profile',
    headers,
    payload: payload as object,
  })

describe('GET and PATCH /api/users/profile', () => {
  it('shows the signed-in traveller their profile with customer since', async () => {
    const { traveller, auth, tokens } = await signedIn(ctx.app)
    const res = await ctx.app.inject({ url: '/api/users/profile', headers: auth })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: tokens.user_id,
      _id: tokens.user_id,
      role: 'user',
      email: traveller.email,
      first_name: 'Lucía',
      last_name: 'García',
      language_preference: 'es',
      passport_number: null,
      address: { street: null, city: null },
      consents: { legitimate_data_processing: true, marketing: false },
    })
    expect(Date.parse(res.json().customer_since)).toBeLessThanOrEqual(Date.now())
  })

  it('saves every editable field and normalises them', async () => {
    const { auth } = await signedIn(ctx.app)
    const res = await patch(auth, {
      first_name: ' Lucy ',
      phone: '+44 20 7946 0958',
      language_preference: 'en',
      profile_image_url: 'https://images.example.com/lucy.jpg',
      address: {
        street: 'Calle Sierpes 1',
        city: 'Sevilla',
        state_province: 'Sevilla',
        postal_code: '41004',
        country: 'Spain',
      },
      emergency_contact: {
        name: 'Pablo García',
        phone: '+34 699 111 222',
        relationship: 'Brother',
      },
      date_of_birth: '1988-04-12',
      nationality: 'Spanish',
      passport_number: 'paa 123456',
      marketing_consent: true,
    })
    expect(res.statusCode).toBe(200)
    const again = (await ctx.app.inject({ url: '/api/users/profile', headers: auth })).json()
    expect(again).toMatchObject({
      first_name: 'Lucy',
      phone: '+44 20 7946 0958',
      language_preference: 'en',
      address: { street: 'Calle Sierpes 1', postal_code: '41004', country: 'Spain' },
      emergency_contact: { name: 'Pablo García', relationship: 'Brother' },
      date_of_birth: '1988-04-12',
      passport_number: 'PAA123456',
      consents: { marketing: true },
    })
    const cleared = await patch(auth, { nationality: '', address: { street: '  ' } })
    expect(cleared.json()).toMatchObject({
      nationality: null,
      address: { street: null, city: 'Sevilla' },
    })
  })

  it('never lets a traveller change their role, email or customer since', async () => {
    const { traveller, auth } = await signedIn(ctx.app)
    const before = (await ctx.app.inject({ url: '/api/users/profile', headers: auth })).json()
    const res = await patch(auth, {
      role: 'admin',
      email: 'evil@example.com',
      customer_since: '2000-01-01',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      role: 'user',
      email: traveller.email,
      customer_since: before.customer_since,
    })
  })

  it.each([
    [{ phone: 'call me' }, 'INVALID_PHONE'],
    [{ date_of_birth: '2999-01-01' }, 'INVALID_DATE'],
    [{ date_of_birth: '1990-02-30' }, 'INVALID_DATE'],
    [{ passport_number: '<script>' }, 'VALIDATION_FAILED'],
    [{ profile_image_url: 'javascript:alert(1)' }, 'VALIDATION_FAILED'],
    [{ first_name: '' }, 'VALIDATION_FAILED'],
    [{ first_name: 'x'.repeat(10_000) }, 'VALIDATION_FAILED'],
    [{ address: { city: 7 } }, 'VALIDATION_FAILED'],
    [{ emergency_contact: { phone: 'nope' } }, 'INVALID_PHONE'],
  ])('refuses %j with 400 %s and changes nothing', async (payload, code) => {
    const { auth } = await signedIn(ctx.app)
    const before = (await ctx.app.inject({ url: '/api/users/profile', headers: auth })).body
    const res = await patch(auth, payload)
    expect([res.statusCode, res.json().code]).toEqual([400, code])
    expect((await ctx.app.inject({ url: '/api/users/profile', headers: auth })).body).toBe(before)
  })

  it('requires a session', async () => {
    expect((await patch({}, { first_name: 'X' })).statusCode).toBe(401)
  })
})

describe('logs', () => {
  it('never contain passwords, tokens, passport or phone numbers', async () => {
    const logs = captureLogs()
    const app = await buildApp(testConfig({ LOG_LEVEL: 'debug' }), {
      database: ctx.database,
      logStream: logs.stream,
    })
    const traveller = await activatedTraveller(app)
    const login = await logIn(app, traveller.email, traveller.password)
    const { access_token, refresh_token } = login.json()
    await app.inject({
      method: 'PATCH',
      url: '/api/users/profile?phone=%2B34600111222',
      headers: { authorization: `Bearer ${access_token}` },
      payload: { passport_number: 'XK9876543', phone: '+34 600 111 222' },
    })
    await app.close()
    const text = logs.text()
    expect(text).toContain('"route":"/api/users/profile"')
    for (const secret of [
      traveller.password,
      access_token,
      refresh_token,
      'XK9876543',
      '600 111 222',
      '600111222',
    ]) {
      expect(text).not.toContain(secret)
    }
  })
})
