import { buildApp } from '../../../src/server/app'
import { createTestDatabase } from '../support/testDatabase'
import { testConfig } from '../support/testApp'
import { captureLogs } from '../support/logs'
import { latestEmail, linkParam, newTraveller, randomAddress, signUp } from '../support/accounts'

describe('logs of the emailed-link journeys', () => {
  it('never hold the activation code, the reset token, the email address or the phone', async () => {
    const database = await createTestDatabase()
    const logs = captureLogs()
    const app = await buildApp(testConfig({ LOG_LEVEL: 'debug' }), {
      database,
      logStream: logs.stream,
    })
    const traveller = newTraveller({ phone: '+34 699 123 456' })
    const newPassword = 'Brand#New2027'
    try {
      expect((await signUp(app, traveller)).statusCode).toBe(201)
      await app.mail.processDue()
      const code = linkParam((await latestEmail(app, traveller.email))?.textBody, 'code')
      // The traveller opens the emailed link, then the page asks the API.
      await app.inject({ url: `/activate?code=${encodeURIComponent(code)}` })
      const activated = await app.inject({
        url: `/api/users/activate?code=${encodeURIComponent(code)}`,
      })
      expect(activated.statusCode).toBe(200)

      await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: traveller.email },
        remoteAddress: randomAddress(),
      })
      await app.mail.processDue()
      const token = linkParam((await latestEmail(app, traveller.email))?.textBody, 'token')
      await app.inject({ url: `/reset-password?token=${encodeURIComponent(token)}` })
      const reset = await app.inject({
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { token, new_password: newPassword },
        remoteAddress: randomAddress(),
      })
      expect(reset.statusCode).toBe(200)
      await app.inject({ url: `/api/dev/mail?to=${encodeURIComponent(traveller.email)}` })
    } finally {
      await app.close()
      await database.close()
    }

    const text = logs.text()
    // The journey was logged: both emails as captured, and each request by its route.
    expect(text).toContain('"route":"/api/users/activate"')
    expect(text).toContain('"route":"/api/auth/reset-password"')
    expect(text.match(/email captured/g)).toHaveLength(2)
    expect(text).toContain('/activate?code=%5Bredacted%5D')
    expect(text).toContain('/reset-password?token=%5Bredacted%5D')
    for (const secret of [
      traveller.email,
      encodeURIComponent(traveller.email),
      traveller.password,
      newPassword,
      '699 123 456',
      '699123456',
    ]) {
      expect(text).not.toContain(secret)
    }
    const secrets = [...text.matchAll(/(?:code|token)=([^"&\s]+)/g)].map((match) => match[1])
    expect(secrets.length).toBeGreaterThan(0)
    expect(new Set(secrets)).toEqual(new Set(['%5Bredacted%5D']))
  })
})
