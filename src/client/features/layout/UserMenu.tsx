import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import {
  initialsOf,
  logoutRequested,
  selectIsAdmin,
  selectIsModerator,
  selectProfileSummary,
  selectSessionUser,
} from '../session'
import { ReportProblemButton } from '../support'
import { ThemeChoice } from './ThemeChoice'
import styles from './UserMenu.module.css'
import { useView } from '../../app/useView'

/** The signed-in person's name and initials, from the cached profile. */
export function useSignedInPerson() {
  const profile = useAppSelector(selectProfileSummary)
  const name = profile ? `${profile.first_name} ${profile.last_name}`.trim() : ''
  return { name, initials: profile ? initialsOf(profile) : '' }
}

/** The mobile menu's "who is signed in": initials and full name. */
export function SignedInPerson() {
  const { name, initials } = useSignedInPerson()
  return (
    <p className={styles.identity}>
      <span className={styles.initials} aria-hidden="true">
        {initials}
      </span>
      <span>{name}</span>
    </p>
  )
}

/**
 * Profile, My Bookings and Report a problem: what every signed-in menu shows; moderators and
 * admins also reach the desk, admins the support reports.
 */
export function AccountLinks({
  className,
  onDialogOpened,
}: {
  className: string
  /** The menu closes when a dialog opens from it. */
  onDialogOpened: () => void
}) {
  const { t } = useTranslation('account')
  const user = useAppSelector(selectSessionUser)
  const isAdmin = useAppSelector(selectIsAdmin)
  const isStaff = useAppSelector(selectIsModerator) || isAdmin
  if (!user) return null
  return (
    <>
      <Link className={className} to={paths.profile.to(user.id)}>
        {t('UserMenu.profile')}
      </Link>
      <Link className={className} to={paths.myBookings.to()}>
        {t('UserMenu.myBookings')}
      </Link>
      {isStaff ? (
        <Link className={className} to={paths.desk.to()}>
          {t('UserMenu.desk')}
        </Link>
      ) : null}
      {isAdmin ? (
        <Link className={className} to={paths.supportReports.to()}>
          {t('UserMenu.supportReports')}
        </Link>
      ) : null}
      <ReportProblemButton className={className} onOpened={onDialogOpened} />
    </>
  )
}

export function LogoutButton({ className }: { className: string }) {
  const { t, dispatch } = useView('account')
  return (
    <button type="button" className={className} onClick={() => dispatch(logoutRequested())}>
      {t('UserMenu.logout')}
    </button>
  )
}

/**
 * Routes and guard (docs/product.md): the avatar with initials opens full name, Profile, My
 * Bookings, EN/ES and Log out, and the colours (light, dark or the system's).
 */
export function UserMenu({ languageSwitch }: { languageSwitch: ReactNode }) {
  const { t } = useTranslation('account')
  const { name, initials } = useSignedInPerson()
  const location = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  // The menu closes by itself when a link in it changes the page.
  const open = openAt === location.key
  const setOpen = (next: boolean) => setOpenAt(next ? location.key : null)
  const container = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenAt(null)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenAt(null)
      trigger.current?.focus()
    }
    document.addEventListener('mousedown', closeOutside)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('mousedown', closeOutside)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [open])

  return (
    <div className={styles.menu} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls="user-menu"
        aria-label={t('UserMenu.open', { name: name || '…', initials: initials || '…' })}
        onClick={() => setOpen(!open)}
      >
        {initials || '…'}
      </button>
      {open ? (
        <div id="user-menu" className={styles.panel}>
          <p className={styles.name}>{name}</p>
          <AccountLinks className={styles.item} onDialogOpened={() => setOpenAt(null)} />
          <div className={styles.language}>{languageSwitch}</div>
          <div className={styles.language}>
            <ThemeChoice />
          </div>
          <LogoutButton className={styles.item} />
        </div>
      ) : null}
    </div>
  )
}
