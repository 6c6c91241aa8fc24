import { StrictMode } from 'react'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import type { DataRouter } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import type { AppStore } from './store'

interface RootProps {
  store: AppStore
  i18n: I18n
  router: DataRouter
}

/** The providers every screen needs: store, translations and the router. */
export function Root({ store, i18n, router }: RootProps) {
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  )
}
