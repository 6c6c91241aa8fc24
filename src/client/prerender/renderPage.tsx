/**
 * Build-time rendering of the public pages (bundled for Node by webpack, run by
 * scripts/build/prerender.js): the same routes, providers and store as the browser, for a
 * first-time visitor (no session, no consent choice, empty basket) in one language, so the
 * served HTML shows the page before the scripts arrive and the app hydrates it as it is.
 */
import type { Resource } from 'i18next'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter } from 'react-router'
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
  const html = renderToString(<Root store={store} i18n={i18n} router={router} />)
  router.dispose()
  return html
}
