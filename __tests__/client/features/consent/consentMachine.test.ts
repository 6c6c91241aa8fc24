import {
  consentAllAccepted,
  consentAnalyticsSwitched,
  consentBannerCollapsed,
  consentBannerExpanded,
  consentEssentialOnlyChosen,
  consentSelectionAccepted,
  consentSettingsClosed,
  consentSettingsOpened,
  selectAnalyticsAllowed,
  selectAnalyticsSwitch,
  selectConsentBanner,
  selectConsentDecided,
  selectConsentRecord,
} from '../../../../src/client/features/consent/consentSlice'
import { fakeApi } from '../../support/fakeApi'
import { rehydrated } from '../../support/rehydration'
import { createFakeServices } from '../../support/fakeServices'
import { makePersistedTestStore } from '../../support/testStore'

let api: ReturnType<typeof fakeApi>
beforeEach(() => {
  api = fakeApi({ '/api/client-config': { analytics_measurement_id: null } })
})
afterEach(() => api.restore())

/** A store restored from the fake storage; `saved()` writes what redux-persist still holds. */
async function setup(options: Parameters<typeof createFakeServices>[0] = {}) {
  const services = createFakeServices(options)
  const onListenerError = jest.fn()
  const { store, saved } = await makePersistedTestStore({ services, onListenerError })
  return { services, store, onListenerError, saved, state: () => store.getState() }
}

const stored = (json: string | undefined) => (json ? JSON.parse(json) : undefined)
const T = '2027-03-01T10:00:00.000Z'

describe('the consent machine (docs/product.md, State machines)', () => {
  it('starts undecided with the collapsed banner, and read more toggles the details', async () => {
    const { store, state } = await setup()
    store.dispatch(rehydrated('consent', { record: null }))
    expect(selectConsentDecided(state())).toBe(false)
    expect(selectConsentBanner(state())).toBe('summary')

    store.dispatch(consentBannerExpanded())
    expect(selectConsentBanner(state())).toBe('details')
    store.dispatch(consentBannerCollapsed())
    expect(selectConsentBanner(state())).toBe('summary')
  })

  it('accept all decides with analytics on, hides the banner and saves to local storage', async () => {
    const { store, state, services, onListenerError, saved } = await setup()
    store.dispatch(consentAllAccepted(T))

    expect(selectConsentRecord(state())).toEqual({ essential: true, analytics: true, timestamp: T })
    expect(selectConsentBanner(state())).toBe('hidden')
    expect(selectAnalyticsAllowed(state())).toBe(true)
    await saved()
    expect(stored(services.localStore.snapshot().cookie_consent)).toEqual({
      essential: true,
      analytics: true,
      timestamp: T,
    })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('stamps a choice with the time it was made when no time is given', async () => {
    const { store, state } = await setup()
    const before = Date.now()
    store.dispatch(consentAllAccepted())
    const timestamp = selectConsentRecord(state())?.timestamp ?? ''
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before)
  })

  it('essential only opens the customise view first, without deciding anything', async () => {
    const { store, state, services, saved } = await setup()
    store.dispatch(consentEssentialOnlyChosen())
    expect(selectConsentBanner(state())).toBe('customise')
    expect(selectAnalyticsSwitch(state())).toBe(false)
    expect(selectConsentDecided(state())).toBe(false)
    await saved()
    expect(services.localStore.snapshot()).toEqual({})
  })

  it('accept selection keeps analytics off by default', async () => {
    const { store, state, services, saved } = await setup()
    store.dispatch(consentEssentialOnlyChosen())
    store.dispatch(consentSelectionAccepted(T))
    expect(selectConsentRecord(state())).toEqual({
      essential: true,
      analytics: false,
      timestamp: T,
    })
    expect(selectConsentBanner(state())).toBe('hidden')
    await saved()
    expect(stored(services.localStore.snapshot().cookie_consent)?.analytics).toBe(false)
  })

  it('accept selection with the analytics switch on allows analytics', async () => {
    const { store, state } = await setup()
    store.dispatch(consentEssentialOnlyChosen())
    store.dispatch(consentAnalyticsSwitched(true))
    store.dispatch(consentSelectionAccepted(T))
    expect(selectConsentRecord(state())?.analytics).toBe(true)
    expect(selectAnalyticsAllowed(state())).toBe(true)
  })

  it('cannot be closed without a choice, but a saved choice can be reviewed and kept', async () => {
    const { store, state } = await setup()
    store.dispatch(consentEssentialOnlyChosen())
    store.dispatch(consentSettingsClosed())
    expect(selectConsentBanner(state())).toBe('customise')

    store.dispatch(consentAllAccepted(T))
    store.dispatch(consentSettingsOpened())
    expect(selectConsentBanner(state())).toBe('customise')
    expect(selectAnalyticsSwitch(state())).toBe(true)
    store.dispatch(consentAnalyticsSwitched(false))
    store.dispatch(consentSettingsClosed())
    expect(selectConsentBanner(state())).toBe('hidden')
    expect(selectConsentRecord(state())?.analytics).toBe(true)
  })

  it('changes a saved choice from the cookie settings', async () => {
    const { store, state, services, saved } = await setup()
    store.dispatch(consentAllAccepted(T))
    store.dispatch(consentSettingsOpened())
    store.dispatch(consentAnalyticsSwitched(false))
    store.dispatch(consentSelectionAccepted('2027-03-02T09:00:00.000Z'))
    expect(selectConsentRecord(state())).toEqual({
      essential: true,
      analytics: false,
      timestamp: '2027-03-02T09:00:00.000Z',
    })
    await saved()
    expect(stored(services.localStore.snapshot().cookie_consent)?.analytics).toBe(false)
  })

  it('restores a saved choice with the banner hidden', async () => {
    const { store, state } = await setup()
    store.dispatch(
      rehydrated('consent', { record: { essential: true, analytics: false, timestamp: T } }),
    )
    expect(selectConsentDecided(state())).toBe(true)
    expect(selectConsentBanner(state())).toBe('hidden')
  })

  it('falls back to session storage when local storage refuses the write', async () => {
    const { store, state, services, onListenerError, saved } = await setup()
    services.localStore.set = jest.fn(() => false)
    store.dispatch(consentAllAccepted(T))
    await saved()
    expect(stored(services.sessionStore.snapshot().cookie_consent)).toEqual({
      essential: true,
      analytics: true,
      timestamp: T,
    })
    expect(selectConsentBanner(state())).toBe('hidden')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('only logs when neither storage can keep the choice, and the choice still applies', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { store, state, services, onListenerError, saved } = await setup()
    services.localStore.set = jest.fn(() => false)
    services.sessionStore.set = jest.fn(() => false)
    store.dispatch(consentAllAccepted(T))
    expect(selectConsentBanner(state())).toBe('hidden')
    expect(selectAnalyticsAllowed(state())).toBe(true)
    await saved()
    expect(error).toHaveBeenCalledWith('Could not save to storage', expect.any(Error))
    expect(onListenerError).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
