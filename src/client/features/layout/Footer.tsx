import { Link } from 'react-router'
import { paths } from '../../app/paths'
import { consentSettingsOpened, prefetchCookieSettings } from '../consent'
import { ReportProblemButton } from '../support'
import styles from './Footer.module.css'
import { useView } from '../../app/useView'

export const CONTACT_EMAIL = 'hello@tinytrip.es'
const INSTAGRAM_URL = 'https://www.instagram.com/tinytrip.gear'
const FACEBOOK_URL = 'https://www.facebook.com/tinytrip.gear'

/**
 * Routes and guard (docs/product.md): footer: Instagram, Facebook, Contact us, Legal in the current
 * language, © 2025; and the way to change the cookie choice later, the sitemap, and reporting a
 * problem.
 */
export function Footer() {
  const { t, dispatch, language } = useView()
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <ul className={styles.links}>
          <li>
            <a href={INSTAGRAM_URL} rel="noopener noreferrer" target="_blank">
              {t('Footer.instagram')}
            </a>
          </li>
          <li>
            <a href={FACEBOOK_URL} rel="noopener noreferrer" target="_blank">
              {t('Footer.facebook')}
            </a>
          </li>
          <li>
            <a href={`mailto:${CONTACT_EMAIL}`}>{t('Footer.contact')}</a>
          </li>
          <li>
            <Link to={paths.legal.to(language)}>{t('Footer.legal')}</Link>
          </li>
          <li>
            <button
              type="button"
              className={styles.linkButton}
              onPointerEnter={prefetchCookieSettings}
              onFocus={prefetchCookieSettings}
              onClick={() => dispatch(consentSettingsOpened())}
            >
              {t('Footer.cookieSettings')}
            </button>
          </li>
          <li>
            <Link to={paths.sitemap.to()}>{t('Footer.sitemap')}</Link>
          </li>
          <li>
            <ReportProblemButton className={styles.linkButton} />
          </li>
        </ul>
        <p className={styles.copyright}>{t('Footer.copyright')}</p>
      </div>
    </footer>
  )
}
