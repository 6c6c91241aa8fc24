import { Suspense, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { PageMeta } from '../../components/PageMeta'
import { logger } from '../../lib/logger'
import { selectIsAdmin, selectIsModerator } from '../session'
import { AuditScreen } from './audit'
import { AttentionScreen, BookingScreen, DayScreen, LookupScreen, RunScreen } from './bookings'
import { deskSliceInjected } from './deskInjected'
import { LazyInventoryScreen } from './inventory'
import { LazyDeskMoney } from './money'
import { LazyOfflinePanel, offlineRoomJoined } from './offline'
import { PromoCodesScreen } from './promo-codes'
import { LazyDeskReports } from './reports'
import {
  addDeskTranslations,
  AdminsOnly,
  DeskNav,
  deskScreenOf,
  deskStyles as styles,
  NotAllowed,
} from './shell'
import { StaffScreen } from './staff'

/**
 * /desk: the staff area, loaded only when opened. Guests were sent to login by the layout's
 * guard; signed-in travellers see "not allowed"; moderators and admins see the desk's sections
 * (the day first; staff, the audit log and promo codes for admins only).
 */
export default function DeskPage() {
  const { i18n } = useTranslation()
  const dispatch = useAppDispatch()
  // The desk's slices and texts join the store and i18next before the first screen reads them
  // (again is harmless, should React recompute it).
  useMemo(() => {
    addDeskTranslations(i18n)
    dispatch(deskSliceInjected())
  }, [i18n, dispatch])
  // The queue of handovers taken offline joins too: what this device kept is sent once it can be.
  useEffect(() => {
    dispatch(offlineRoomJoined()).catch((error: unknown) =>
      logger.error('The desk could not load its offline queue', error),
    )
  }, [dispatch])
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
        <DeskNav isAdmin={isAdmin} />
      </header>
      <Suspense fallback={null}>
        <LazyOfflinePanel />
      </Suspense>
      <DeskScreenShown isAdmin={isAdmin} />
    </div>
  )
}

/**
 * The screen the address asks for; staff and the audit log for admins only (else the day), promo
 * codes for admins only (else a word that the page is theirs).
 */
function DeskScreenShown({ isAdmin }: { isAdmin: boolean }) {
  const { '*': splat = '' } = useParams()
  const { screen, bookingId, date } = deskScreenOf(splat)
  switch (screen) {
    case 'run':
      return <RunScreen date={date} />
    case 'booking':
      return <BookingScreen id={bookingId!} isAdmin={isAdmin} />
    case 'lookup':
      return <LookupScreen />
    case 'attention':
      return <AttentionScreen />
    case 'inventory':
      return (
        <Suspense fallback={null}>
          <LazyInventoryScreen isAdmin={isAdmin} />
        </Suspense>
      )
    case 'staff':
      return isAdmin ? <StaffScreen /> : <DayScreen />
    case 'audit':
      return isAdmin ? <AuditScreen /> : <DayScreen />
    case 'promo-codes':
      return isAdmin ? <PromoCodesScreen /> : <AdminsOnly />
    case 'money':
      return isAdmin ? (
        <Suspense fallback={null}>
          <LazyDeskMoney />
        </Suspense>
      ) : (
        <AdminsOnly />
      )
    case 'reports':
      return isAdmin ? (
        <Suspense fallback={null}>
          <LazyDeskReports />
        </Suspense>
      ) : (
        <AdminsOnly />
      )
    default:
      return <DayScreen />
  }
}
