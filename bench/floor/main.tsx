/**
 * The floor of the size and Lighthouse benchmarks: the product's libraries (React, react-dom,
 * Redux Toolkit with RTK Query, react-redux, React Router, i18next, react-i18next,
 * universal-cookie) wired the way the app wires them, rendering one trivial page. Whatever the
 * app weighs above this is its own code.
 */
import { configureStore } from '@reduxjs/toolkit'
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import i18next from 'i18next'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next'
import { Provider } from 'react-redux'
import { createBrowserRouter, Link, Outlet } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import Cookies from 'universal-cookie'

const api = createApi({
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  endpoints: (build) => ({
    health: build.query<{ status: string }, void>({ query: () => 'health' }),
  }),
})

const store = configureStore({
  reducer: { [api.reducerPath]: api.reducer },
  middleware: (getDefault) => getDefault().concat(api.middleware),
})

const cookies = new Cookies(null, { path: '/' })

function Layout() {
  const { t } = useTranslation()
  return (
    <main>
      <h1>{t('App.name')}</h1>
      <Outlet />
      <Link to="/">{t('Layout.skipToContent')}</Link>
    </main>
  )
}

function Home() {
  const { t } = useTranslation()
  const { data } = api.useHealthQuery()
  return (
    <p>
      {t('App.loading')} {Number(cookies.get('visits') ?? 0)} {data?.status}
    </p>
  )
}

const router = createBrowserRouter([
  { path: '/', Component: Layout, children: [{ index: true, Component: Home }] },
])

async function start(container: HTMLElement) {
  const i18n = i18next.createInstance().use(initReactI18next)
  await i18n.init({
    lng: 'en',
    defaultNS: 'common',
    resources: {
      en: {
        common: { App: { name: 'Floor', loading: 'Visits' }, Layout: { skipToContent: 'Home' } },
      },
    },
    interpolation: { escapeValue: false },
  })
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  )
}

const container = document.getElementById('root')
if (container) void start(container)
