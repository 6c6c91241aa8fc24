import {
  buildTimeAnswers,
  buildTimeAnswersCached,
  canHydrate,
} from '../../../src/client/app/prerendered'
import { contentApi } from '../../../src/client/features/content/contentApi'
import { buildTimeAnswersScript } from '../../../src/client/prerender/renderPage'
import { summary } from '../features/content/fixtures'
import type { RootState } from '../../../src/client/app/store'
import { basketItem, basketWith } from '../support/basketState'
import { createFakeServices } from '../support/fakeServices'
import { signedInSession } from '../support/sessionState'
import { makeTestStore } from '../support/testStore'

/**
 * Public pages arrive as HTML rendered for a first-time visitor in one language; the app keeps
 * (hydrates) it only when its own first render would show exactly that.
 */
describe('keeping the prerendered page', () => {
  const prerendered = (language: string) => {
    const container = document.createElement('div')
    container.dataset.prerendered = language
    return container
  }
  const stateWith = (preloadedState: Partial<RootState> = {}) =>
    makeTestStore({
      services: createFakeServices(),
      preloadedState: { preferences: { language: 'en' }, ...preloadedState },
    }).getState()
  const firstVisit = stateWith()

  it('hydrates the page rendered for a first-time visitor in their language', () => {
    expect(canHydrate(prerendered('en'), firstVisit)).toBe(true)
  })

  it('renders afresh when the page was rendered in the other language', () => {
    expect(canHydrate(prerendered('es'), firstVisit)).toBe(false)
  })

  it('renders afresh over a page that was not prerendered', () => {
    expect(canHydrate(document.createElement('div'), firstVisit)).toBe(false)
  })

  it.each([
    ['a signed-in traveller', { session: signedInSession() }],
    ['a basket with gear', { basket: basketWith([basketItem()]) }],
    [
      'a saved cookie choice',
      {
        consent: {
          record: {
            essential: true as const,
            analytics: false,
            timestamp: '2027-03-01T10:00:00.000Z',
          },
          banner: 'summary' as const,
          analyticsSwitch: false,
        },
      },
    ],
  ])('renders afresh for %s, whose page differs from the first-time view', (_who, state) => {
    expect(canHydrate(prerendered('en'), stateWith(state))).toBe(false)
  })
})

/**
 * A page rendered at build time with API answers (the blog's articles) carries them in its HTML;
 * the app caches them before its first render, so it shows the same list without asking again.
 */
describe('the API answers of a page rendered at build time', () => {
  afterEach(() => document.head.replaceChildren())

  const articles = {
    items: [summary({ title: 'Naps </script><script>alert(1)</script> on the plane' })],
  }
  const answers = [{ endpointName: 'listArticles', arg: 'en', value: articles }]

  it('reach the app whole from the page, even a text that looks like the end of the script', () => {
    document.head.innerHTML = buildTimeAnswersScript(answers)
    expect(document.head.querySelectorAll('script')).toHaveLength(1)
    expect(buildTimeAnswers(document)).toEqual(answers)
  })

  it('are in the cache before anything renders, so the page asks for nothing', () => {
    const store = makeTestStore({ services: createFakeServices() })
    store.dispatch(buildTimeAnswersCached(answers))
    const cached = contentApi.endpoints.listArticles.select('en')(store.getState())
    expect(cached).toMatchObject({ status: 'fulfilled', data: articles })
  })

  it('are none on a page rendered without any', () => {
    expect(buildTimeAnswersScript([])).toBe('')
    expect(buildTimeAnswers(document)).toEqual([])
  })
})
