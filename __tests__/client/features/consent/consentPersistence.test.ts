import {
  parseConsentRecord,
  readStoredConsent,
} from '../../../../src/client/features/consent/storedConsent'
import { createFakeServices } from '../../support/fakeServices'

const NOW = Date.parse('2027-03-01T10:00:00Z')
const record = (analytics: boolean, timestamp = '2027-02-01T09:00:00.000Z') =>
  JSON.stringify({ essential: true, analytics, timestamp })

describe('reading the saved cookie choice at start-up', () => {
  let error: jest.SpyInstance
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => error.mockRestore())

  it('reads a valid record from local storage', () => {
    const services = createFakeServices({ now: NOW, local: { cookie_consent: record(true) } })
    expect(readStoredConsent(services)).toEqual({
      essential: true,
      analytics: true,
      timestamp: '2027-02-01T09:00:00.000Z',
    })
  })

  it('reads the session storage fallback, preferring the newer of two records', () => {
    const onlySession = createFakeServices({ now: NOW, session: { cookie_consent: record(false) } })
    expect(readStoredConsent(onlySession)?.analytics).toBe(false)

    const both = createFakeServices({
      now: NOW,
      local: { cookie_consent: record(true, '2026-12-01T09:00:00.000Z') },
      session: { cookie_consent: record(false, '2027-02-20T09:00:00.000Z') },
    })
    expect(readStoredConsent(both)?.analytics).toBe(false)
  })

  it.each([
    ['not JSON', '{essential'],
    ['not an object', '"yes"'],
    [
      'essential off',
      JSON.stringify({ essential: false, analytics: true, timestamp: '2027-01-01T00:00:00Z' }),
    ],
    [
      'analytics not a boolean',
      JSON.stringify({ essential: true, analytics: 'yes', timestamp: '2027-01-01T00:00:00Z' }),
    ],
    ['no timestamp', JSON.stringify({ essential: true, analytics: true })],
    [
      'a timestamp that is not ISO',
      JSON.stringify({ essential: true, analytics: true, timestamp: 'yesterday' }),
    ],
  ])('discards a record that is %s, logs it, and asks again', (_what, raw) => {
    const services = createFakeServices({ now: NOW, local: { cookie_consent: raw } })
    expect(readStoredConsent(services)).toBeNull()
    expect(services.localStore.snapshot()).toEqual({})
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Discarded an unreadable cookie choice'),
    )
  })

  it('asks again once a choice is 24 months old', () => {
    const fresh = createFakeServices({
      now: NOW,
      local: { cookie_consent: record(true, '2025-03-02T10:00:00.000Z') },
    })
    expect(readStoredConsent(fresh)).not.toBeNull()
    const old = createFakeServices({
      now: NOW,
      local: { cookie_consent: record(true, '2025-02-28T10:00:00.000Z') },
    })
    expect(readStoredConsent(old)).toBeNull()
  })

  it('keeps only the three fields of the record', () => {
    const raw = JSON.stringify({
      essential: true,
      analytics: false,
      timestamp: '2027-01-01T00:00:00Z',
      extra: '<script>',
    })
    expect(parseConsentRecord(raw)).toEqual({
      essential: true,
      analytics: false,
      timestamp: '2027-01-01T00:00:00Z',
    })
  })
})
