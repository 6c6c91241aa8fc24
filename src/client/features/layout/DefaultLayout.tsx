import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { HydratesLater } from '../../components/HydratesLater'
import { LoadingArea } from '../../components/LoadingArea'
import { isGuardedPath, paths, showsBasketPopup } from '../../app/paths'
import { BasketToast, LazyBasketPopup } from '../basket'
import { CookieBannerSlot } from '../consent'
import { selectIsAuthenticated, selectSessionRenewing } from '../session'
import { ReportProblemDialog } from '../support'
import { Header } from './Header'
import styles from './DefaultLayout.module.css'
// The footer's styles come with the layout, so its HTML shows styled before its code.
import './Footer.module.css'

/** The footer, below the fold, loads after the page above it. */
const Footer = lazy(() =>
  import(/* webpackChunkName: "Footer" */ './Footer').then((module) => ({
    default: module.Footer,
  })),
)

/**
 * Routes and guard (docs/product.md): guard: guarded prefixes need a session, otherwise login with
 * the way back. While the session machine renews expired tokens (5 s at most, docs/product.md,
 * Constants), guarded pages wait.
 */
function GuardedOutlet() {
  const location = useLocation()
  const signedIn = useAppSelector(selectIsAuthenticated)
  const renewing = useAppSelector(selectSessionRenewing)
  const guarded = isGuardedPath(location.pathname)
  if (guarded && !signedIn) {
    const back = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.login.to(back)} replace />
  }
  if (guarded && renewing) return <PageLoading />
  return <Outlet />
}

export function PageLoading() {
  const { t } = useTranslation()
  return <LoadingArea className={styles.loading} label={t('App.loading')} />
}

/**
 * Every route sits inside this layout: header, main area and footer (docs/product.md, Routes and
 * guard).
 */
export function DefaultLayout() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('Layout.skipToContent')}
      </a>
      <CookieBannerSlot />
      <Header />
      {showsBasketPopup(pathname) ? (
        <Suspense fallback={null}>
          <LazyBasketPopup />
        </Suspense>
      ) : null}
      <BasketToast />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <GuardedOutlet />
        </Suspense>
      </main>
      <HydratesLater>
        <Footer />
      </HydratesLater>
      <Suspense fallback={null}>
        <ReportProblemDialog />
      </Suspense>
    </>
  )
}
