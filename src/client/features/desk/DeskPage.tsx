import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { PageMeta } from '../../components/PageMeta'
import { selectIsAdmin, selectIsModerator } from '../session'
import { InventoryScreen } from './InventoryScreen'
import { NotAllowed } from './NotAllowed'
import { deskSliceInjected } from './deskSlice'
import { addDeskTranslations } from './deskTranslations'
import styles from './Desk.module.css'

/**
 * /desk: the staff area, loaded only when opened. Guests were sent to login by the layout's
 * guard; signed-in travellers see "not allowed"; moderators and admins see the inventory.
 */
export default function DeskPage() {
  const { i18n } = useTranslation()
  const dispatch = useAppDispatch()
  // The desk's slice and texts join the store and i18next once, before the first screen reads them.
  useState(() => {
    addDeskTranslations(i18n)
    dispatch(deskSliceInjected())
  })
  return <DeskArea />
}

function DeskArea() {
  const { t } = useTranslation('desk')
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
