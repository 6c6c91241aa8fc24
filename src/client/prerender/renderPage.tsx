/**
 * Build-time rendering of the public pages (bundled for Node by webpack, run by
 * scripts/build/prerender.js): the same routes, providers and store as the browser, for a
 * first-time visitor (no session, no consent choice, empty basket) in one language, so the
 * served HTML shows the page before the scripts arrive and the app hydrates it as it is.
 */
import type { Resource } from 'i18next'
import { prerenderToNodeStream } from 'react-dom/static'
import { createMemoryRouter, type RouteObject } from 'react-router'
import { DEFAULT_PICKUP_LOCATION_CODE } from '../../shared/domain/constants'
import { isSupportedLanguage, type Language } from '../../shared/domain/languages'
import { createI18n } from '../app/i18n'
import { Root } from '../app/Root'
import { routerReady } from '../app/routerReady'
import { routes } from '../app/router'
import { createMemoryServices } from '../app/memoryServices'
import {
  BUILD_TIME_ANSWERS_ID,
  buildTimeAnswersCached,
  type BuildTimeAnswer,
} from '../app/prerendered'
import { makeStore, type RootState } from '../app/store'
import { paths } from '../app/paths'
import { consentSlice } from '../features/consent/slices'
import GearShell from '../features/gear/GearShell'
import { sessionSlice } from '../features/session/slices'

/**
 * Who a page is rendered for: a first-time visitor (the public pages, which the app hydrates), or
 * a signed-in traveller who has made their cookie choice (the search and gear pages, which only
 * they see; the app renders their own view over it, app/boot.ts). Their name, basket and period
 * are theirs: the HTML shows none of them.
 */
export type Visitor = 'firstTime' | 'signedIn'

const signedInState = (): Partial<RootState> => ({
  session: {
    ...sessionSlice.getInitialState(),
    authenticated: true,
    user: { id: 'traveller', role: 'user' },
    accessToken: 'build',
  },
  consent: {
    ...consentSlice.getInitialState(),
    record: { essential: true, analytics: false, timestamp: '1970-01-01T00:00:00.000Z' },
    banner: 'hidden',
  },
})

/** The routes with the gear page as its HTML shows it before the item is known (GearShell). */
function withGearShell(list: RouteObject[]): RouteObject[] {
  return list.map((route) =>
    route.path === paths.gear.path
      ? { ...route, lazy: undefined, Component: GearShell }
      : { ...route, children: route.children && withGearShell(route.children) },
  ) as RouteObject[]
}

/**
 * The page's markup for `#root`, with every namespace's texts given in `resources` and the API
 * answers of its `buildTimeRequests`, for a first-time visitor unless told otherwise. A gear
 * page's path (`/gear/{id}`) renders its shell, with slots for the item's name and picture.
 */
export async function renderPage(
  path: string,
  language: Language,
  resources: Resource,
  answers: BuildTimeAnswer[] = [],
  visitor: Visitor = 'firstTime',
): Promise<string> {
  const i18n = await createI18n(language, resources)
  const store = makeStore({
    services: createMemoryServices({
      page: { address: () => path, search: () => '', title: () => '' },
    }),
    preloadedState: {
      preferences: { language },
      ...(visitor === 'signedIn' ? signedInState() : {}),
    },
  })
  const router = createMemoryRouter(withGearShell(routes), { initialEntries: [path] })
  await routerReady(router)
  store.dispatch(buildTimeAnswersCached(answers))
  const { prelude } = await prerenderToNodeStream(
    <Root store={store} i18n={i18n} router={router} />,
  )
  // Bytes in, text out: a letter may fall across two chunks (á, ñ), so they decode as one stream.
  const decoder = new TextDecoder()
  let html = ''
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true })
  html += decoder.decode()
  router.dispose()
  return html
}

/** The texts of the pages rendered as shells, which their HTML loads with the page's code. */
export { gearDetailsPageTexts, searchPageTexts } from '../app/pageTexts'

/** An API request whose answer is part of a page rendered at build time. */
export interface BuildTimeRequest extends Omit<BuildTimeAnswer, 'value'> {
  url: string
}

/**
 * The API answers that are part of a public page's HTML: the blog's articles and the legal
 * texts come from this repository, so they change only with a release. The build asks this
 * release's API for them (scripts/build/prerender.js); the page shows them before its scripts
 * run, and the app starts with them instead of asking again.
 */
export function buildTimeRequests(path: string, language: Language): BuildTimeRequest[] {
  if (path === '/blog') {
    return [{ endpointName: 'listArticles', arg: language, url: `/api/articles?lang=${language}` }]
  }
  const locale = /^\/legal\/([^/]+)$/.exec(path)?.[1]
  if (isSupportedLanguage(locale)) {
    return [{ endpointName: 'getLegalPage', arg: locale, url: `/api/legal/${locale}` }]
  }
  return []
}

/** The element that carries a page's build-time answers to the app, safe inside its HTML. */
export function buildTimeAnswersScript(answers: BuildTimeAnswer[]): string {
  if (answers.length === 0) return ''
  const json = JSON.stringify(answers).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${BUILD_TIME_ANSWERS_ID}">${json}</script>`
}

/**
 * The API answers a public page asks for as it starts that change without a release, which its
 * HTML preloads so they are on their way before the app's scripts run: the home page's
 * from-prices.
 */
export function preloadedRequests(path: string): string[] {
  if (path === '/')
    return [`/api/gear/categories?pickup_location_code=${DEFAULT_PICKUP_LOCATION_CODE}`]
  return []
}
