import { createElement } from 'react'
import { flushSync } from 'react-dom'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { i18n as I18n } from 'i18next'
import { isSupportedLanguage, resolveLanguage } from '../../shared/domain/languages'
import { analyticsRouteChanged } from '../features/analytics/slices'
import { campaignLanded } from '../features/campaign/slices'
import { languageApplied, selectChosenLanguage } from '../features/preferences/slices'
import { selectProfileSummary, sessionStarted } from '../features/session/slices'
import type { Clock } from '../lib/clock'
import { logger } from '../lib/logger'
import { storedAnything } from '../lib/persistence/storedAnything'
import { createI18n, NAMESPACES, prefetchTexts } from './i18n'
import { currentPageTexts } from './pageTexts'
import { appOwns, buildTimeAnswers, buildTimeAnswersCached, canHydrate } from './prerendered'
import { Root } from './Root'
import { createAppRouter } from './router'
import { routerReady } from './routerReady'
import { createBrowserServices } from './services'
import { watchRouteChanges } from './routeChanges'
import { makeStore, type AppStore, type RootState } from './store'

/** The persistence code (redux-persist, the engines, the layouts) in its own chunk. */
const loadPersistence = () => import(/* webpackChunkName: "persistence" */ './persistence')

/** Joins the persisted slices to the browser's storage and restores what it kept. */
async function restoreKept(
  store: AppStore,
  clock: Clock,
  code: ReturnType<typeof loadPersistence>,
) {
  const { browserStorage, persistedSlicesJoined, startPersistence } = await code
  store.dispatch(persistedSlicesJoined({ ...browserStorage(), clock }))
  const persistor = await startPersistence(store)
  // Saves wait a few timer ticks: leaving the page writes what is still waiting.
  addEventListener('pagehide', () => void persistor.flush())
}

/**
 * First load (docs/product.md, What it does), in order: restore what the browser kept (one
 * rehydration per persisted slice), apply the language (a `?lang=` link, as in the sitemap, wins
 * for this visit; then the signed-in account's, its latest choice on any device; the device's
 * choice; the browser's), capture
 * campaign parameters, start the session, enable analytics if consent exists (on its rehydration),
 * then render and record a page view once routing is ready. The first render waits for all of it
 * and for the page's code and texts, so it shows what was kept, and HTML rendered at build time
 * stays on screen until it is hydrated (or replaced, when this visitor's view differs). A
 * first-time visitor has nothing kept: their page renders without waiting for the persistence
 * code, which joins right after (rehydrating nothing) and saves from then on.
 */
export async function boot(container: HTMLElement) {
  const persistenceCode = loadPersistence()
  const router = createAppRouter()
  // The texts load once the language is known, after the store has restored what was kept.
  const texts: { i18n?: I18n } = {}
  const services = createBrowserServices({
    navigate: (to, options) => void router.navigate(to, options),
    changeLanguage: async (language) => {
      await texts.i18n?.changeLanguage(language)
    },
  })
  const store = makeStore({ services })
  const restored = restoreKept(store, services.clock, persistenceCode)
  const linkLanguage = new URLSearchParams(services.page.search()).get('lang')
  const languageOf = (state?: RootState) =>
    resolveLanguage(
      isSupportedLanguage(linkLanguage)
        ? linkLanguage
        : state &&
            (selectProfileSummary(state)?.language_preference ?? selectChosenLanguage(state)),
      navigator.languages ?? [navigator.language],
    )
  // Most keep the language of their link or browser: its first texts and the page's download
  // while what was kept is read and the page's code loads (a different choice loads its own
  // afterwards).
  const pageTexts = currentPageTexts(router)
  prefetchTexts(languageOf(), [...NAMESPACES, ...pageTexts])
  const returning = storedAnything()
  if (returning) await restored

  const language = languageOf(store.getState())
  const i18n = await createI18n(language)
  texts.i18n = i18n
  store.dispatch(languageApplied(language))
  // The campaign's and the session's listeners come with the persistence code.
  const startUp = () => {
    store.dispatch(campaignLanded())
    store.dispatch(sessionStarted())
  }
  if (returning) startUp()
  else restored.then(startUp, (error: unknown) => logger.error('Could not start saving', error))
  watchRouteChanges(router, (pathname) => store.dispatch(analyticsRouteChanged(pathname)))

  // The page renders with its texts, so it does not show the loading area first (React then
  // keeps that on screen for a while even once they have come).
  await Promise.all([routerReady(router), i18n.loadNamespaces(pageTexts)])
  // The page's code has come, with its endpoints: what its HTML shows is theirs from the start.
  store.dispatch(buildTimeAnswersCached(buildTimeAnswers(document)))
  const app = createElement(Root, { store, i18n, router })
  if (canHydrate(container, store.getState())) {
    hydrateRoot(container, app)
    appOwns(container)
    return
  }
  // This visitor's first view differs from the HTML rendered at build time: it is replaced in
  // one go, and what global.css hid from that HTML meanwhile shows again once it is gone.
  const root = createRoot(container)
  flushSync(() => root.render(app))
  delete container.dataset.prerendered
  appOwns(container)
}
