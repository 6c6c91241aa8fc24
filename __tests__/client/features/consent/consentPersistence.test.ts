import { parseConsentRecord } from '../../../../src/client/features/consent/consentPersistence'
import {
  consentAllAccepted,
  selectConsentBanner,
  selectConsentRecord,
} from '../../../../src/client/features/consent/consentSlice'
import { installFakeApi } from '../../support/fakeApi'
import { createFakeServices, type FakeServices } from '../../support/fakeServices'
import { makePersistedTestStore } from '../../support/testStore'

const NOW = Date.parse('2027-03-01T10:00:00Z')
const record = (analytics: boolean, timestamp = '2027-02-01T09:00:00.000Z') =>
  JSON.stringify({ essential: true, analytics, timestamp })

/** The saved choice as start-up reads it back. */
async function restoredChoice(services: FakeServices) {
  const { store, saved } = await makePersistedTestStore({ services })
  return { store, saved, record: selectConsentRecord(store.getState()) }
}

beforeEach(() => {
  installFakeApi({ 'GET /api/client-config': { body: { analytics_measurement_id: null } } })
})

describe('reading the saved cookie choice at start-up', () => {
  let error: jest.SpyInstance
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => error.mockRestore())

  it('reads a valid record from local storage and hides the banner', async () => {
    const services = createFakeServices({ now: NOW, local: { cookie_consent: record(true) } })
    const { store, record: restored } = await restoredChoice(services)
    expect(restored).toEqual({
      essential: true,
      analytics: true,
      timestamp: '2027-02-01T09:00:00.000Z',
    })
    expect(selectConsentBanner(store.getState())).toBe('hidden')
  })

  it('reads the session storage fallback, preferring the newer of two records', async () => {
    const onlySession = createFakeServices({ now: NOW, session: { cookie_consent: record(false) } })
    expect((await restoredChoice(onlySession)).record?.analytics).toBe(false)

    const both = createFakeServices({
      now: NOW,
      local: { cookie_consent: record(true, '2026-12-01T09:00:00.000Z') },
      session: { cookie_consent: record(false, '2027-02-20T09:00:00.000Z') },
    })
    expect((await restoredChoice(both)).record?.analytics).toBe(false)
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
  ])('discards a record that is %s, logs it, and asks again', async (_what, raw) => {
    const services = createFakeServices({ now: NOW, local: { cookie_consent: raw } })
    const { store, record: restored } = await restoredChoice(services)
    expect(restored).toBeNull()
    expect(selectConsentBanner(store.getState())).toBe('summary')
    expect(services.localStore.snapshot()).toEqual({})
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('Discarding an unreadable "cookie_consent"'),
    )
  })

  it('asks again once a choice is 24 months old', async () => {
    const fresh = createFakeServices({
      now: NOW,
      local: { cookie_consent: record(true, '2025-03-02T10:00:00.000Z') },
    })
    expect((await restoredChoice(fresh)).record).not.toBeNull()
    const old = createFakeServices({
      now: NOW,
      local: { cookie_consent: record(true, '2025-02-28T10:00:00.000Z') },
    })
    expect((await restoredChoice(old)).record).toBeNull()
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

describe('saving the choice (docs/product.md, State machines)', () => {
  it('saves under cookie_consent in local storage', async () => {
    const services = createFakeServices({ now: NOW })
    const { store, saved } = await restoredChoice(services)
    store.dispatch(consentAllAccepted('2027-03-01T10:00:00.000Z'))
    await saved()
    expect(JSON.parse(services.localStore.get('cookie_consent')!)).toEqual({
      essential: true,
      analytics: true,
      timestamp: '2027-03-01T10:00:00.000Z',
    })
    expect(services.sessionStore.snapshot()).toEqual({})
  })

  it('falls back to session storage when local storage refuses it, and only logs a failure of both', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const services = createFakeServices({ now: NOW })
    services.localStore.set = () => false
    const { store, saved } = await restoredChoice(services)
    store.dispatch(consentAllAccepted('2027-03-01T10:00:00.000Z'))
    await saved()
    expect(JSON.parse(services.sessionStore.get('cookie_consent')!).analytics).toBe(true)

    const nowhere = createFakeServices({ now: NOW })
    nowhere.localStore.set = () => false
    nowhere.sessionStore.set = () => false
    const refused = await restoredChoice(nowhere)
    refused.store.dispatch(consentAllAccepted('2027-03-01T10:00:00.000Z'))
    await refused.saved()
    expect(selectConsentBanner(refused.store.getState())).toBe('hidden')
    expect(error).toHaveBeenCalledWith('Could not save to storage', expect.any(Error))
    error.mockRestore()
  })
})
