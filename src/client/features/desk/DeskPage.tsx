import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { PageMeta } from '../../components/PageMeta'
import { selectIsAdmin, selectIsModerator } from '../session/sessionSlice'
import { InventoryScreen } from './InventoryScreen'
import { NotAllowed } from './NotAllowed'
import { deskSliceInjected } from './deskSlice'
import styles from './Desk.module.css'

/**
 * /desk: the staff area, loaded only when opened. Guests were sent to login by the layout's
 * guard; signed-in travellers see "not allowed"; moderators and admins see the inventory.
 */
export default function DeskPage() {
  const { t } = useTranslation('desk')
  const dispatch = useAppDispatch()
  // The desk's slice joins the store once, before the first screen reads it.
  useState(() => dispatch(deskSliceInjected()))
  const isAdmin = useAppSelector(selectIsAdmin)
  const isStaff = useAppSelector(selectIsModerator) || isAdmin
  if (!isStaff) return <NotAllowed />
  return (
    <div className={styles.desk}>
      <PageMeta title={t('Shell.title')} description={t('Shell.metaDescription')} />
      <header className={styles.shellHeader}>
        <h1>{t('Shell.title')}</h1>
        <nav aria-label={t('Shell.nav')}>
          <ul className={styles.tabs}>
            <li>
              <Link className={styles.tab} to={paths.desk.to()} aria-current="page">
                {t('Shell.inventory')}
              </Link>
            </li>
          </ul>
        </nav>
      </header>
      <InventoryScreen isAdmin={isAdmin} />
    </div>
  )
}
