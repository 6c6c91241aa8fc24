import { PAGE_VIEW_SETTLE_MS } from '../../../../src/client/features/analytics/analyticsListeners'
import {
  analyticsRouteChanged,
  selectTagStatus,
} from '../../../../src/client/features/analytics/analyticsSlice'
import { campaignLanded } from '../../../../src/client/features/campaign/campaignSlice'
import { contentApi } from '../../../../src/client/features/content/contentApi'
import {
  consentAllAccepted,
  consentAnalyticsSwitched,
  consentEssentialOnlyChosen,
  consentSelectionAccepted,
  consentSettingsOpened,
} from '../../../../src/client/features/consent/consentSlice'
import { fakeApi, reply, type FakeReply } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { rehydrated } from '../../support/rehydration'
import { makeTestStore } from '../../support/testStore'

const ID = 'G-TEST12345'
const T = '2027-03-01T10:00:00.000Z'

let api: ReturnType<typeof fakeApi>
afterEach(() => {
  api?.restore()
  jest.useRealTimers()
})

function setup(
  options: Parameters<typeof createFakeServices>[0] = {},
  measurementId: string | null = ID,
) {
  api = fakeApi({ '/api/client-config': { analytics_measurement_id: measurementId } })
  const services = createFakeServices(options)
  const onListenerError = jest.fn()
  const store = makeTestStore({ services, onListenerError })
  const settle = () => jest.advanceTimersByTimeAsync(PAGE_VIEW_SETTLE_MS)
  /** Gives pending listeners and the faked fetch a chance to finish. */
  const flush = () => jest.advanceTimersByTimeAsync(1)
  return { services, store, onListenerError, settle, flush }
}

const commands = (gtag: jest.Mock) => gtag.mock.calls.map((call) => call.slice(0, 2).join(' '))

describe('analytics only with consent (docs/product.md, Calls)', () => {
  beforeEach(() => jest.useFakeTimers())

  it('calls no tag function, asks for no configuration and loads no script without consent', async () => {
    const { services, store, settle, onListenerError } = setup({ search: '?utm_source=x' })
    store.dispatch(campaignLanded())
    store.dispatch(rehydrated('consent', { record: null }))
    store.dispatch(analyticsRouteChanged('/'))
    await settle()
    store.dispatch(consentEssentialOnlyChosen())
    store.dispatch(consentSelectionAccepted(T))
    for (const path of ['/blog', '/article/choosing-a-travel-cot', '/legal/en']) {
      store.dispatch(analyticsRouteChanged(path))
      await settle()
    }
    expect(services.gtag).not.toHaveBeenCalled()
    expect(services.loadScript).not.toHaveBeenCalled()
    expect(api.log).toEqual([])
    expect(selectTagStatus(store.getState())).toBe('off')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('accept all grants analytics, records the current page, then loads the tag', async () => {
    const { services, store, settle, flush, onListenerError } = setup({
      search: '?utm_source=newsletter&utm_campaign=spring&gclid=g1',
    })
    store.dispatch(campaignLanded())
    store.dispatch(rehydrated('consent', { record: null }))
    store.dispatch(analyticsRouteChanged('/blog'))
    await settle()
    services.page.title.mockReturnValue('Blog · TinyTrip')

    store.dispatch(consentAllAccepted(T))
    await flush()

    expect(commands(services.gtag)).toEqual([
      'consent default',
      'js ' + String(new Date(Date.parse('2027-03-01T10:00:00Z'))),
      'consent update',
      'config G-TEST12345',
      'event cookie_consent',
    ])
    expect(services.gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
    })
    expect(services.gtag).toHaveBeenCalledWith('event', 'cookie_consent', {
      action: 'accept_analytics',
    })
    expect(services.gtag).toHaveBeenCalledWith('config', ID, {
      page_path: '/blog',
      page_title: 'Blog · TinyTrip',
      utm_source: 'newsletter',
      utm_campaign: 'spring',
      gclid: 'g1',
      campaign_source: 'newsletter',
      campaign_name: 'spring',
    })
    expect(services.loadScript).toHaveBeenCalledWith(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST12345',
    )
    expect(api.log).toEqual(['GET /api/client-config'])
    expect(selectTagStatus(store.getState())).toBe('on')

    services.gtag.mockClear()
    services.page.title.mockReturnValue('Sitemap · TinyTrip')
    store.dispatch(analyticsRouteChanged('/sitemap.xml'))
    await settle()
    expect(services.gtag.mock.calls).toEqual([
      [
        'config',
        ID,
        expect.objectContaining({ page_path: '/sitemap.xml', page_title: 'Sitemap · TinyTrip' }),
      ],
    ])
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends one page view per route change, after the page has settled', async () => {
    const { services, store, settle, flush } = setup()
    store.dispatch(
      rehydrated('consent', { record: { essential: true, analytics: true, timestamp: T } }),
    )
    await flush()
    services.gtag.mockClear()
    store.dispatch(analyticsRouteChanged('/search'))
    store.dispatch(analyticsRouteChanged('/login'))
    await jest.advanceTimersByTimeAsync(PAGE_VIEW_SETTLE_MS - 1)
    expect(services.gtag).not.toHaveBeenCalled()
    await settle()
    const pages = services.gtag.mock.calls.map((call) => call[2].page_path)
    expect(pages).toEqual(['/login'])
  })

  it('waits for the page to load its own data, so the page view has the real title', async () => {
    const { services, store, settle, flush } = setup()
    store.dispatch(
      rehydrated('consent', { record: { essential: true, analytics: true, timestamp: T } }),
    )
    await flush()
    api.restore()
    api = fakeApi({
      '/api/articles/choosing-a-travel-cot': () =>
        new Promise<FakeReply>((resolve) =>
          setTimeout(() => {
            services.page.title.mockReturnValue('How to choose a travel cot · TinyTrip')
            resolve(reply(200, { id: 'choosing-a-travel-cot', language: 'en', body: [] }))
          }, 1_000),
        ),
    })
    services.gtag.mockClear()
    services.page.title.mockReturnValue('Article · TinyTrip')

    store.dispatch(analyticsRouteChanged('/article/choosing-a-travel-cot'))
    store.dispatch(
      contentApi.endpoints.getArticle.initiate({ id: 'choosing-a-travel-cot', language: 'en' }),
    )
    await settle()
    expect(services.gtag).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1_000)
    await flush()
    await jest.advanceTimersByTimeAsync(100)
    expect(services.gtag.mock.calls).toEqual([
      [
        'config',
        ID,
        {
          page_path: '/article/choosing-a-travel-cot',
          page_title: 'How to choose a travel cot · TinyTrip',
        },
      ],
    ])
  })

  it('records exactly one page view for the first page when consent was saved before', async () => {
    const { services, store, settle, flush } = setup()
    store.dispatch(
      rehydrated('consent', { record: { essential: true, analytics: true, timestamp: T } }),
    )
    store.dispatch(analyticsRouteChanged('/'))
    await flush()
    await settle()
    await settle()
    const configs = services.gtag.mock.calls.filter((call) => call[0] === 'config')
    expect(configs).toEqual([['config', ID, { page_path: '/', page_title: 'TinyTrip' }]])
    expect(services.gtag).not.toHaveBeenCalledWith('event', 'cookie_consent', expect.anything())
    expect(services.gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
    })
  })

  it('accept selection with analytics on grants it like accept all', async () => {
    const { services, store, flush } = setup()
    store.dispatch(rehydrated('consent', { record: null }))
    store.dispatch(consentEssentialOnlyChosen())
    store.dispatch(consentAnalyticsSwitched(true))
    store.dispatch(consentSelectionAccepted(T))
    await flush()
    expect(services.gtag).toHaveBeenCalledWith('consent', 'update', {
      analytics_storage: 'granted',
    })
    expect(services.gtag).toHaveBeenCalledWith('event', 'cookie_consent', {
      action: 'accept_analytics',
    })
  })

  it('withdrawing consent sends denied, deletes the cookies and stops page views', async () => {
    const { services, store, settle, flush } = setup()
    store.dispatch(
      rehydrated('consent', { record: { essential: true, analytics: true, timestamp: T } }),
    )
    await flush()
    services.gtag.mockClear()

    store.dispatch(consentSettingsOpened())
    store.dispatch(consentAnalyticsSwitched(false))
    store.dispatch(consentSelectionAccepted('2027-03-01T11:00:00.000Z'))
    store.dispatch(analyticsRouteChanged('/blog'))
    await settle()

    expect(services.gtag.mock.calls).toEqual([
      ['consent', 'update', { analytics_storage: 'denied' }],
    ])
    expect(services.clearAnalyticsCookies).toHaveBeenCalledTimes(1)
  })

  it('keeps every call in the local queue when no measurement id is configured', async () => {
    const { services, store, settle, flush } = setup({}, null)
    store.dispatch(analyticsRouteChanged('/'))
    store.dispatch(consentAllAccepted(T))
    await flush()
    await settle()
    expect(selectTagStatus(store.getState())).toBe('unconfigured')
    expect(services.loadScript).not.toHaveBeenCalled()
    expect(commands(services.gtag)).toEqual([
      'consent default',
      expect.stringMatching(/^js /),
      'consent update',
      'event cookie_consent',
    ])
  })

  it('logs a configuration it cannot read and tries again on the next grant', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { store, flush, onListenerError } = setup()
    api.restore()
    api = fakeApi({ '/api/client-config': () => reply(503, { code: 'NOT_READY' }) })
    store.dispatch(consentAllAccepted(T))
    await flush()
    expect(selectTagStatus(store.getState())).toBe('failed')
    expect(error).toHaveBeenCalledWith(
      'Could not read the analytics configuration',
      expect.anything(),
    )

    api.restore()
    api = fakeApi({ '/api/client-config': { analytics_measurement_id: ID } })
    store.dispatch(consentSettingsOpened())
    store.dispatch(consentSelectionAccepted(T))
    await flush()
    expect(selectTagStatus(store.getState())).toBe('on')
    expect(onListenerError).not.toHaveBeenCalled()
    error.mockRestore()
  })

  it('never shows analytics the account id in a profile address', async () => {
    const { services, store, settle, flush } = setup()
    store.dispatch(
      rehydrated('consent', { record: { essential: true, analytics: true, timestamp: T } }),
    )
    await flush()
    store.dispatch(analyticsRouteChanged('/profile/2f1c9a7e-1234'))
    await settle()
    expect(services.gtag).toHaveBeenLastCalledWith(
      'config',
      ID,
      expect.objectContaining({ page_path: '/profile' }),
    )
  })
})
