import { lazy, Suspense, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { Link } from 'react-router'
import { Button } from '../../components/Button'
import { useView } from '../../app/useView'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import {
  consentAllAccepted,
  consentBannerCollapsed,
  consentBannerExpanded,
  consentEssentialOnlyChosen,
  consentSettingsClosed,
  selectCookieBanner,
} from './consentSlice'
import styles from './CookieBanner.module.css'

/** The customise view loads when first opened (the footer's link starts it when pointed at). */
const loadSettings = () => import(/* webpackChunkName: "CookieSettings" */ './CookieSettings')
const CookieSettings = lazy(loadSettings)
export const prefetchCookieSettings = () => loadSettings()

/**
 * The cookie banner of docs/product.md (Routes and guard), fixed over the bottom of the page so it
 * never moves the content. It is a labelled region, not a modal: the page stays usable and focus is
 * free.
 */
export function CookieBanner() {
  const { t, dispatch, language } = useView('consent')
  const { banner, decided, analyticsSwitch } = useAppSelector(selectCookieBanner)
  const regionRef = useRef<HTMLElement>(null)
  const returnFocusTo = useRef<HTMLElement | null>(null)

  // The customise view takes focus (its opener is gone, or is the footer link); once the
  // banner closes, focus goes back to where it came from. Noted before the view focuses itself.
  useLayoutEffect(() => {
    if (banner === 'customise') {
      const active = document.activeElement
      if (active instanceof HTMLElement && !regionRef.current?.contains(active)) {
        returnFocusTo.current = active
      }
    } else if (banner === 'hidden') {
      if (returnFocusTo.current?.isConnected) returnFocusTo.current.focus()
      returnFocusTo.current = null
    }
  }, [banner])

  if (banner === 'hidden') return null

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && decided) dispatch(consentSettingsClosed())
  }
  const expanded = banner === 'details'

  return (
    <section
      ref={regionRef}
      className={styles.banner}
      aria-labelledby="cookie-banner-title"
      onKeyDown={onKeyDown}
    >
      <div className={styles.inner}>
        {banner === 'customise' ? (
          <Suspense fallback={null}>
            <CookieSettings decided={decided} analyticsSwitch={analyticsSwitch} />
          </Suspense>
        ) : (
          <>
            <h2 id="cookie-banner-title" className={styles.title}>
              {t('CookieBanner.title')}
            </h2>
            <p className={styles.text}>
              {t('CookieBanner.summary')}{' '}
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls="cookie-banner-details"
                onClick={() =>
                  dispatch(expanded ? consentBannerCollapsed() : consentBannerExpanded())
                }
              >
                {expanded ? t('CookieBanner.readLess') : t('CookieBanner.readMore')}
              </button>
            </p>
            <div id="cookie-banner-details" className={styles.details} hidden={!expanded}>
              <p className={styles.text}>{t('CookieBanner.details')}</p>
              <Link to={`${paths.legal.to(language)}#cookies`}>{t('CookieBanner.policy')}</Link>
            </div>
            <div className={styles.actions}>
              <Button onClick={() => dispatch(consentAllAccepted())}>
                {t('CookieBanner.acceptAll')}
              </Button>
              <Button onClick={() => dispatch(consentEssentialOnlyChosen())}>
                {t('CookieBanner.essentialOnly')}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  )
}
