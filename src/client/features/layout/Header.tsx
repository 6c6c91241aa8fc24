import { lazy, Suspense, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { CloseIcon, LogoMark, MenuIcon } from '../../components/icons'
import { LanguageSwitch } from '../../components/LanguageSwitch'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { BasketButton } from '../basket'
import { languageSelected } from '../preferences'
import { selectIsAuthenticated } from '../session'
import styles from './Header.module.css'
import { useView } from '../../app/useView'

/** The signed-in menu loads with the first signed-in page, the mobile menu when first opened. */
const UserMenu = lazy(() =>
  import(/* webpackChunkName: "UserMenu" */ './UserMenu').then((module) => ({
    default: module.UserMenu,
  })),
)
const MobileMenu = lazy(() =>
  import(/* webpackChunkName: "MobileMenu" */ './MobileMenu').then((module) => ({
    default: module.MobileMenu,
  })),
)

const navigation = [
  { to: paths.howItWorks.to(), label: 'Header.howItWorks' },
  { to: paths.search.to(), label: 'Header.search' },
  { to: paths.blog.to(), label: 'Header.blog' },
] as const

export function Header() {
  const { t, dispatch, language } = useView()
  const signedIn = useAppSelector(selectIsAuthenticated)
  const location = useLocation()
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null)
  // The menu closes by itself when the route changes.
  const menuOpen = menuOpenAt === location.key

  const links = navigation.map(({ to, label }) => (
    <NavLink key={to} to={to} className={styles.navLink}>
      {t(label)}
    </NavLink>
  ))
  const languageSwitch = (
    <LanguageSwitch
      value={language}
      label={t('LanguageSwitch.label')}
      names={{ en: t('LanguageSwitch.en'), es: t('LanguageSwitch.es') }}
      onChange={(next) => dispatch(languageSelected(next))}
    />
  )
  const loginLink = (
    <Link to={paths.login.to()} className={styles.login}>
      {t('Header.login')}
    </Link>
  )

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to={paths.home.to()} className={styles.logo} aria-label={t('Header.homeLink')}>
          <LogoMark />
          <span>{t('App.name')}</span>
        </Link>
        <nav className={styles.nav} aria-label={t('Header.mainNavigation')}>
          {links}
        </nav>
        <div className={styles.actions}>
          {signedIn ? null : <div className={styles.desktopOnly}>{languageSwitch}</div>}
          <BasketButton className={styles.iconButton} badgeClassName={styles.badge} />
          <div className={styles.desktopOnly}>
            {signedIn ? (
              <Suspense fallback={<span className={styles.accountPlaceholder} />}>
                <UserMenu languageSwitch={languageSwitch} />
              </Suspense>
            ) : (
              loginLink
            )}
          </div>
          <button
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('Header.closeMenu') : t('Header.openMenu')}
            onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {menuOpen ? (
        <nav id="mobile-menu" className={styles.mobileMenu} aria-label={t('Header.mainNavigation')}>
          <Suspense fallback={null}>
            <MobileMenu
              signedIn={signedIn}
              links={links}
              languageSwitch={languageSwitch}
              loginLink={loginLink}
              onDialogOpened={() => setMenuOpenAt(null)}
            />
          </Suspense>
        </nav>
      ) : null}
    </header>
  )
}
