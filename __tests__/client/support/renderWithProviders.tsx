import fs from 'node:fs'
import path from 'node:path'
import { render } from '@testing-library/react'
import type { i18n as I18n, Resource } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import { createMemoryRouter, type RouteObject } from 'react-router'
import type { Store } from 'redux'
type DataRouter = ReturnType<typeof createMemoryRouter>
import { RouterProvider } from 'react-router/dom'
import { SUPPORTED_LANGUAGES, type Language } from '../../../src/shared/domain/languages'
import { createI18n } from '../../../src/client/app/i18n'
import { routes as appRoutes } from '../../../src/client/app/router'
import type { RootState } from '../../../src/client/app/store'
import { createFakeServices, type FakeServices } from './fakeServices'
import { makePersistedTestStore } from './testStore'

const translationsDir = path.resolve(__dirname, '../../../translations')

/** Every namespace of both languages, read from translations/<language>/<namespace>.json. */
function loadTranslations(): Resource {
  const resources: Resource = {}
  for (const language of SUPPORTED_LANGUAGES) {
    resources[language] = {}
    for (const file of fs.readdirSync(path.join(translationsDir, language))) {
      const text = fs.readFileSync(path.join(translationsDir, language, file), 'utf8')
      resources[language][file.replace(/\.json$/, '')] = JSON.parse(text)
    }
  }
  return resources
}

export const translations = loadTranslations()

export function createTestI18n(language: Language = 'en'): Promise<I18n> {
  return createI18n(language, translations)
}

/** The app's providers around a router: the store, then the translations. */
export const renderRouter = (store: Store, i18n: I18n, router: DataRouter) =>
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nextProvider>
    </Provider>,
  )

interface Options {
  route?: string
  preloadedState?: Partial<RootState>
  services?: FakeServices
  routes?: RouteObject[]
}

/**
 * Renders the app's router (or given routes) at `route` with a real store, real translations
 * and fake browser services. The store keeps its persisted slices in the fake storage, as in the
 * browser (`saved()` writes what redux-persist still holds); what the fake storage holds is
 * rehydrated before the first render. The i18n instance follows the language like the real one.
 */
export async function renderWithProviders({
  route = '/',
  preloadedState,
  services = createFakeServices(),
  routes = appRoutes,
}: Options = {}) {
  const language = preloadedState?.preferences?.language ?? 'en'
  const i18n = await createTestI18n(language)
  services.changeLanguage.mockImplementation(async (next: Language) => {
    await i18n.changeLanguage(next)
  })
  const onListenerError = jest.fn()
  const { store, saved } = await makePersistedTestStore({
    services,
    preloadedState,
    onListenerError,
  })
  const router = createMemoryRouter(routes, { initialEntries: [route] })
  const view = renderRouter(store, i18n, router)
  return { ...view, store, router, services, i18n, onListenerError, saved }
}
