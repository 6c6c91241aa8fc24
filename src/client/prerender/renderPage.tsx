/**
 * Build-time rendering of the public pages (bundled for Node by webpack, run by
 * scripts/build/prerender.js): the same routes, providers and store as the browser, for a
 * first-time visitor (no session, no consent choice, empty basket) in one language, so the
 * served HTML shows the page before the scripts arrive and the app hydrates it as it is.
 */
import type { Resource } from 'i18next'
import { prerenderToNodeStream } from 'react-dom/static'
import { createMemoryRouter } from 'react-router'
import { DEFAULT_PICKUP_LOCATION_CODE } from '../../shared/domain/constants'
import type { Language } from '../../shared/domain/languages'
import { createI18n } from '../app/i18n'
import { Root } from '../app/Root'
import { routerReady } from '../app/routerReady'
import { routes } from '../app/router'
import { createMemoryServices } from '../app/memoryServices'
import { makeStore } from '../app/store'

/** The page's markup for `#root`, with every namespace's texts given in `resources`. */
export async function renderPage(
  path: string,
  language: Language,
  resources: Resource,
): Promise<string> {
  const i18n = await createI18n(language, resources)
  const store = makeStore({
    services: createMemoryServices({
      page: { address: () => path, search: () => '', title: () => '' },
    }),
    preloadedState: { preferences: { language } },
  })
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  await routerReady(router)
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

/**
 * The API answers a public page asks for as it starts, which its HTML preloads so they are on
 * their way before the app's scripts run: the home page's from-prices, the blog's articles.
 */
export function preloadedRequests(path: string, language: Language): string[] {
  if (path === '/')
    return [`/api/gear/categories?pickup_location_code=${DEFAULT_PICKUP_LOCATION_CODE}`]
  if (path === '/blog') return [`/api/articles?lang=${language}`]
  return []
}
