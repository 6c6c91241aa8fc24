import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { initialsOf } from '../session/initials'
import { logoutRequested, selectProfileSummary, selectSessionUser } from '../session/sessionSlice'
import styles from './UserMenu.module.css'

/** The signed-in person's name and initials, from the cached profile. */
export function useSignedInPerson() {
  const profile = useAppSelector(selectProfileSummary)
  const name = profile ? `${profile.first_name} ${profile.last_name}`.trim() : ''
  return { name, initials: profile ? initialsOf(profile) : '' }
}

/** Profile and My Bookings: the links every signed-in menu shows. */
export function AccountLinks({ className }: { className: string }) {
  const { t } = useTranslation('account')
  const user = useAppSelector(selectSessionUser)
  if (!user) return null
  return (
    <>
      <Link className={className} to={paths.profile.to(user.id)}>
        {t('UserMenu.profile')}
      </Link>
      <Link className={className} to={paths.myBookings.to()}>
        {t('UserMenu.myBookings')}
      </Link>
    </>
  )
}

export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation('account')
  const dispatch = useAppDispatch()
  return (
    <button type="button" className={className} onClick={() => dispatch(logoutRequested())}>
      {t('UserMenu.logout')}
    </button>
  )
}

/** Spec 2: the avatar with initials opens full name, Profile, My Bookings, EN/ES and Log out. */
export function UserMenu({ languageSwitch }: { languageSwitch: ReactNode }) {
  const { t } = useTranslation('account')
  const { name, initials } = useSignedInPerson()
  const location = useLocation()
  const [openAt, setOpenAt] = useState<string | null>(null)
  // The menu closes by itself when a link in it changes the page.
  const open = openAt === location.key
  const setOpen = (next: boolean) => setOpenAt(next ? location.key : null)
  const container = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const closeOutside = (event: MouseEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenAt(null)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null)
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
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls="user-menu"
        aria-label={t('UserMenu.open', { name: name || '…' })}
        onClick={() => setOpen(!open)}
      >
        {initials || '…'}
      </button>
      {open ? (
        <div id="user-menu" className={styles.panel}>
          <p className={styles.name}>{name}</p>
          <AccountLinks className={styles.item} />
          <div className={styles.language}>{languageSwitch}</div>
          <LogoutButton className={styles.item} />
        </div>
      ) : null}
    </div>
  )
}
