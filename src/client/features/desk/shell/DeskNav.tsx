import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { deskPaths } from './deskPaths'
import styles from './Desk.module.css'

const TABS = [
  { to: deskPaths.day, label: 'day', end: true, admin: false },
  { to: deskPaths.run(), label: 'run', end: false, admin: false },
  { to: deskPaths.lookup, label: 'lookup', end: false, admin: false },
  { to: deskPaths.attention, label: 'attention', end: false, admin: false },
  { to: deskPaths.inventory, label: 'inventory', end: false, admin: false },
  { to: deskPaths.staff, label: 'staff', end: false, admin: true },
  { to: deskPaths.audit, label: 'audit', end: false, admin: true },
  { to: deskPaths.promoCodes, label: 'promoCodes', end: false, admin: true },
  { to: deskPaths.money, label: 'money', end: false, admin: true },
  { to: deskPaths.reports, label: 'reports', end: false, admin: true },
] as const

/** The desk's sections: links (the current one marked), staff and audit for admins only. */
export function DeskNav({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('desk')
  return (
    <nav aria-label={t('Shell.nav')}>
      <ul className={styles.tabs}>
        {TABS.filter((tab) => isAdmin || !tab.admin).map((tab) => (
          <li key={tab.to}>
            <NavLink className={styles.tab} to={tab.to} end={tab.end}>
              {t(`Shell.${tab.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
