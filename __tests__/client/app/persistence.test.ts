import { selectBasket } from '../../../src/client/features/basket/basketSlice'
import { selectConsentBanner } from '../../../src/client/features/consent/consentSlice'
import { selectChosenLanguage } from '../../../src/client/features/preferences/preferencesSlice'
import {
  selectIsAuthenticated,
  selectProfileSummary,
} from '../../../src/client/features/session/sessionSlice'
import { parseReport, replayReport } from '../../../src/client/features/support/replay'
import { sanitize } from '../../../src/client/features/support/sanitize'
import {
  reportDownloadRequested,
  reportDownloaded,
} from '../../../src/client/features/support/supportSlice'
import { replayReducerFor } from '../../../src/client/app/lazySlices'
import { settle, until } from '../support/basketStore'
import { svq } from '../support/catalogue'
import { installFakeApi } from '../support/fakeApi'
import { createFakeServices, DEFAULT_NOW } from '../support/fakeServices'
import { storedSession } from '../support/sessionState'
import { makePersistedTestStore } from '../support/testStore'

const GEAR = '11111111-1111-4111-8111-111111111111'
const profile = {
  first_name: 'Emma',
  last_name: 'Taylor',
  email: 'emma@example.com',
  language_preference: 'es',
  profile_image_url: null,
}
const consent = { essential: true, analytics: false, timestamp: '2027-02-01T09:00:00.000Z' }

/** Storage as an older release left it: tokens and the profile in local storage, a bare basket. */
function olderRelease() {
  const stored = storedSession()
  return createFakeServices({
    local: {
      ...stored.local,
      ...stored.session,
      user_profile: JSON.stringify(profile),
      user_locale: 'es',
      language: 'es',
      cookie_consent: JSON.stringify(consent),
    },
    cookies: {
      basket_u1: JSON.stringify([
        [GEAR, 2, 'SVQ', '2027-04-09', '2027-04-16', '10:00', '18:00', 6],
      ]),
    },
  })
}

beforeEach(() => {
  installFakeApi({
    'GET /api/users/profile': { status: 500, body: {} },
    'GET /api/pickup-locations/:code': { body: svq },
    'GET /api/gear/:id': (call) => ({ body: { _id: call.params.id } }),
  })
})

describe('upgrading to versioned records', () => {
  it("keeps everything a traveller saved with today's release, in the new layout", async () => {
    const services = olderRelease()
    const { store, saved } = await makePersistedTestStore({ services })
    const state = store.getState()
    expect(selectIsAuthenticated(state)).toBe(true)
    expect(selectProfileSummary(state)?.first_name).toBe('Emma')
    expect(selectBasket(state)).toMatchObject({
      owner: 'u1',
      items: [{ gear_id: GEAR, quantity: 2 }],
    })
    expect(selectConsentBanner(state)).toBe('hidden')
    expect(selectChosenLanguage(state)).toBe('es')

    await saved()
    const stored = storedSession()
    expect(services.sessionStore.snapshot()).toEqual({
      ...stored.session,
      user_profile: JSON.stringify(profile),
    })
    expect(services.localStore.snapshot()).toEqual({
      ...stored.local,
      user_locale: 'es',
      language: 'es',
      cookie_consent: JSON.stringify(consent),
    })
    expect(JSON.parse(services.cookies.get('basket_u1')!)).toEqual({
      version: 1,
      items: [[GEAR, 2, 'SVQ', '2027-04-09', '2027-04-16', '10:00', '18:00', 6]],
    })
  })
})

describe('rehydration in a support report', () => {
  it('is recorded like any other action, without secrets, and replays to what the store holds', async () => {
    const services = olderRelease()
    services.setNow(DEFAULT_NOW)
    const { store } = await makePersistedTestStore({ services })
    await until(() => Object.keys(store.getState().api.queries).length === 2)
    await settle()
    store.dispatch(reportDownloadRequested({ description: 'After a reload' }))
    await until(() => services.download.mock.calls.length > 0)
    const [, text] = services.download.mock.calls[0]!
    expect(text).not.toContain('access-1')
    expect(text).not.toContain('emma@example.com')
    const report = parseReport(text)
    const rehydrated = report.actions.filter((action) => action.type === 'persist/REHYDRATE')
    expect(rehydrated.map((action) => action.key)).toEqual([
      'preferences',
      'campaign',
      'session',
      'consent',
      'basket',
    ])
    expect(report.actions.map((action) => action.type)).not.toContain('persist/PERSIST')
    const reducer = replayReducerFor(report.preloadedState, report.actions)
    const replayed = reducer(replayReport(report), reportDownloaded())
    expect(replayed).toEqual(sanitize(store.getState()))
  })
})
