import { Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { isGuardedPath, paths } from '../../app/paths'
import {
  refreshRequested,
  selectAccessTokenExpiresAt,
  selectIsAuthenticated,
  selectRefreshing,
} from '../session/sessionSlice'
import { Footer } from './Footer'
import { Header } from './Header'
import styles from './DefaultLayout.module.css'

/**
 * Spec 2 guard: guarded prefixes need a session, otherwise login with the way back. An expired
 * access token is refreshed first; the session machine gives up after 5 s (spec 9).
 */
function GuardedOutlet() {
  const location = useLocation()
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector(selectIsAuthenticated)
  const expiresAt = useAppSelector(selectAccessTokenExpiresAt)
  const refreshing = useAppSelector(selectRefreshing)
  const guarded = isGuardedPath(location.pathname)
  const expired = guarded && signedIn && expiresAt !== null && expiresAt <= Date.now()

  useEffect(() => {
    if (expired && !refreshing) dispatch(refreshRequested())
  }, [expired, refreshing, dispatch])

  if (guarded && !signedIn) {
    const back = `${location.pathname}${location.search}${location.hash}`
    return <Navigate to={paths.login.to(back)} replace />
  }
  if (expired || (guarded && refreshing)) return <PageLoading />
  return <Outlet />
}

export function PageLoading() {
  const { t } = useTranslation()
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="visually-hidden">{t('App.loading')}</span>
    </div>
  )
}

/** Every route sits inside this layout: header, main area and footer (spec 2). */
export function DefaultLayout() {
  const { t } = useTranslation()
  return (
    <>
      <a className={styles.skipLink} href="#main">
        {t('Layout.skipToContent')}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <GuardedOutlet />
        </Suspense>
      </main>
      <Footer />
    </>
  )
}
