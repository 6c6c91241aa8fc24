import {
  consentAllAccepted,
  consentAnalyticsSwitched,
  consentBannerCollapsed,
  consentBannerExpanded,
  consentEssentialOnlyChosen,
  consentRestored,
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
import { createFakeServices } from '../../support/fakeServices'
import { makeTestStore } from '../../support/testStore'

let api: ReturnType<typeof fakeApi>
beforeEach(() => {
  api = fakeApi({ '/api/client-config': { analytics_measurement_id: null } })
})
afterEach(() => api.restore())

function setup(options: Parameters<typeof createFakeServices>[0] = {}) {
  const services = createFakeServices(options)
  const onListenerError = jest.fn()
  const store = makeTestStore({ services, onListenerError })
  return { services, store, onListenerError, state: () => store.getState() }
}

const stored = (json: string | undefined) => (json ? JSON.parse(json) : undefined)
const T = '2027-03-01T10:00:00.000Z'

describe('the consent machine (spec 4)', () => {
  it('starts undecided with the collapsed banner, and read more toggles the details', () => {
    const { store, state } = setup()
    store.dispatch(consentRestored(null))
    expect(selectConsentDecided(state())).toBe(false)
    expect(selectConsentBanner(state())).toBe('summary')

    store.dispatch(consentBannerExpanded())
    expect(selectConsentBanner(state())).toBe('details')
    store.dispatch(consentBannerCollapsed())
    expect(selectConsentBanner(state())).toBe('summary')
  })

  it('accept all decides with analytics on, hides the banner and saves to local storage', () => {
    const { store, state, services, onListenerError } = setup()
    store.dispatch(consentAllAccepted(T))

    expect(selectConsentRecord(state())).toEqual({ essential: true, analytics: true, timestamp: T })
    expect(selectConsentBanner(state())).toBe('hidden')
    expect(selectAnalyticsAllowed(state())).toBe(true)
    expect(stored(services.localStore.snapshot().cookie_consent)).toEqual({
      essential: true,
      analytics: true,
      timestamp: T,
    })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('stamps a choice with the time it was made when no time is given', () => {
    const { store, state } = setup()
    const before = Date.now()
    store.dispatch(consentAllAccepted())
    const timestamp = selectConsentRecord(state())?.timestamp ?? ''
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(Date.parse(timestamp)).toBeGreaterThanOrEqual(before)
  })

  it('essential only opens the customise view first, without deciding anything', () => {
    const { store, state, services } = setup()
    store.dispatch(consentEssentialOnlyChosen())
    expect(selectConsentBanner(state())).toBe('customise')
    expect(selectAnalyticsSwitch(state())).toBe(false)
    expect(selectConsentDecided(state())).toBe(false)
    expect(services.localStore.snapshot()).toEqual({})
  })

  it('accept selection keeps analytics off by default', () => {
    const { store, state, services } = setup()
    store.dispatch(consentEssentialOnlyChosen())
    store.dispatch(consentSelectionAccepted(T))
    expect(selectConsentRecord(state())).toEqual({
      essential: true,
      analytics: false,
      timestamp: T,
    })
    expect(selectConsentBanner(state())).toBe('hidden')
    expect(stored(services.localStore.snapshot().cookie_consent)?.analytics).toBe(false)
  })

  it('accept selection with the analytics switch on allows analytics', () => {
    const { store, state } = setup()
    store.dispatch(consentEssentialOnlyChosen())
    store.dispatch(consentAnalyticsSwitched(true))
    store.dispatch(consentSelectionAccepted(T))
    expect(selectConsentRecord(state())?.analytics).toBe(true)
    expect(selectAnalyticsAllowed(state())).toBe(true)
  })

  it('cannot be closed without a choice, but a saved choice can be reviewed and kept', () => {
    const { store, state } = setup()
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

  it('changes a saved choice from the cookie settings', () => {
    const { store, state, services } = setup()
    store.dispatch(consentAllAccepted(T))
    store.dispatch(consentSettingsOpened())
    store.dispatch(consentAnalyticsSwitched(false))
    store.dispatch(consentSelectionAccepted('2027-03-02T09:00:00.000Z'))
    expect(selectConsentRecord(state())).toEqual({
      essential: true,
      analytics: false,
      timestamp: '2027-03-02T09:00:00.000Z',
    })
    expect(stored(services.localStore.snapshot().cookie_consent)?.analytics).toBe(false)
  })

  it('restores a saved choice with the banner hidden', () => {
    const { store, state } = setup()
    store.dispatch(consentRestored({ essential: true, analytics: false, timestamp: T }))
    expect(selectConsentDecided(state())).toBe(true)
    expect(selectConsentBanner(state())).toBe('hidden')
  })

  it('falls back to session storage when local storage refuses the write', () => {
    const { store, state, services, onListenerError } = setup()
    services.localStore.set = jest.fn(() => false)
    store.dispatch(consentAllAccepted(T))
    expect(stored(services.sessionStore.snapshot().cookie_consent)).toEqual({
      essential: true,
      analytics: true,
      timestamp: T,
    })
    expect(selectConsentBanner(state())).toBe('hidden')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('only logs when neither storage can keep the choice, and the choice still applies', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { store, state, services, onListenerError } = setup()
    services.localStore.set = jest.fn(() => false)
    services.sessionStore.set = jest.fn(() => false)
    store.dispatch(consentAllAccepted(T))
    expect(selectConsentBanner(state())).toBe('hidden')
    expect(selectAnalyticsAllowed(state())).toBe(true)
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not save the cookie choice'))
    expect(onListenerError).not.toHaveBeenCalled()
    error.mockRestore()
  })
})
