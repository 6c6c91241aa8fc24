import { clearAllListeners } from '@reduxjs/toolkit'
import { persistedSlicesJoined, startPersistence } from '../../../src/client/app/persistence'
import { makeStore, type AppStore } from '../../../src/client/app/store'
import {
  consentAllAccepted,
  selectConsentBanner,
  selectConsentDecided,
} from '../../../src/client/features/consent/consentSlice'
import {
  languageSelected,
  selectChosenLanguage,
} from '../../../src/client/features/preferences/preferencesSlice'
import { fakeApi, type FakeApi } from '../support/fakeApi'
import { createFakeServices } from '../support/fakeServices'

/**
 * A first-time visitor's page renders before the persistence code has loaded (app/boot.ts): the
 * store starts with the kept slices' plain reducers, and what the visitor does meanwhile is kept
 * once that code joins.
 */
let store: AppStore | undefined
let api: FakeApi
// Accepting analytics reads the measurement id; this site has none configured.
beforeEach(() => {
  api = fakeApi({ '/api/client-config': { analytics_measurement_id: null } })
})
afterEach(() => {
  store?.dispatch(clearAllListeners())
  api.restore()
})

it('keeps the choices made before the persistence code joined, and saves them', async () => {
  const services = createFakeServices()
  store = makeStore({ services })
  store.dispatch(consentAllAccepted())
  store.dispatch(languageSelected('es'))

  store.dispatch(persistedSlicesJoined(services))
  const persistor = await startPersistence(store)
  await persistor.flush()

  expect(selectConsentDecided(store.getState())).toBe(true)
  expect(selectConsentBanner(store.getState())).toBe('hidden')
  expect(selectChosenLanguage(store.getState())).toBe('es')
  expect(services.localStore.snapshot()).toMatchObject({ language: 'es' })
  expect(JSON.parse(services.localStore.snapshot().cookie_consent ?? '{}')).toMatchObject({
    essential: true,
    analytics: true,
  })
})
