import { createElement } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { isSupportedLanguage, resolveLanguage } from '../../shared/domain/languages'
import { analyticsRouteChanged } from '../features/analytics/analyticsSlice'
import { campaignLanded } from '../features/campaign/campaignSlice'
import { consentRestored } from '../features/consent/consentSlice'
import { readStoredConsent } from '../features/consent/storedConsent'
import { sessionStarted } from '../features/session/sessionSlice'
import { storageKeys } from '../lib/storage'
import { createI18n } from './i18n'
import { canHydrate } from './prerendered'
import { Root } from './Root'
import { createAppRouter } from './router'
import { routerReady } from './routerReady'
import { createBrowserServices } from './services'
import { watchRouteChanges } from './routeChanges'
import { makeStore } from './store'

/**
 * First load (spec 1), in order: apply the stored language (a `?lang=` link, as in the
 * sitemap, wins for this visit), capture campaign parameters, initialise authentication from
 * storage, enable analytics if consent exists, then render and record a page view once
 * routing is ready. The first render waits for the page's code, so HTML rendered at build time
 * stays on screen until it is hydrated (or replaced, when this visitor's view differs).
 */
export async function boot(container: HTMLElement) {
  const router = createAppRouter()
  const services = createBrowserServices({
    navigate: (to, options) => void router.navigate(to, options),
    changeLanguage: async (language) => {
      await i18n.changeLanguage(language)
    },
  })
  const linkLanguage = new URLSearchParams(services.page.search()).get('lang')
  const language = resolveLanguage(
    isSupportedLanguage(linkLanguage)
      ? linkLanguage
      : services.localStore.get(storageKeys.language),
    navigator.languages ?? [navigator.language],
  )
  const i18n = await createI18n(language)
  const store = makeStore({ services, preloadedState: { preferences: { language } } })
  store.dispatch(campaignLanded())
  store.dispatch(sessionStarted())
  store.dispatch(consentRestored(readStoredConsent(services)))
  watchRouteChanges(router, (pathname) => store.dispatch(analyticsRouteChanged(pathname)))

  await routerReady(router)
  const app = createElement(Root, { store, i18n, router })
  if (canHydrate(container, store.getState())) hydrateRoot(container, app)
  else createRoot(container).render(app)
}
