import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { resolveLanguage } from '../../shared/domain/languages'
import { sessionStarted } from '../features/session/sessionSlice'
import { storageKeys } from '../lib/storage'
import { createI18n } from './i18n'
import { Root } from './Root'
import { createAppRouter } from './router'
import { createBrowserServices } from './services'
import { makeStore } from './store'

/**
 * First load (spec 1), in order: apply the stored language, initialise authentication from
 * storage, then render the router.
 */
export async function boot(container: HTMLElement) {
  const router = createAppRouter()
  const services = createBrowserServices({
    navigate: (to, options) => void router.navigate(to, options),
    changeLanguage: async (language) => {
      await i18n.changeLanguage(language)
    },
  })
  const language = resolveLanguage(
    services.localStore.get(storageKeys.language),
    navigator.languages ?? [navigator.language],
  )
  const i18n = await createI18n(language)
  const store = makeStore({ services, preloadedState: { preferences: { language } } })
  store.dispatch(sessionStarted())

  createRoot(container).render(createElement(Root, { store, i18n, router }))
}
