import { Suspense } from 'react'
import { useAppSelector } from '../../../app/hooks'
import { Button } from '../../../components/Button'
import { BookingFacts } from './BookingFacts'
import { DeskBookingFlags } from './DeskBookingCard'
import { LazyDeskChange } from '../change'
import { LazyDeskDeposit } from '../deposit'
import { LazyBookingInvoices } from '../../invoices'
import { HandoverSection } from '../handover'
import { useGetDeskBookingQuery } from './deskBookingsApi'
import { selectStaffChangeDone, staffChangeOpened, type StaffChangeKind } from './deskBookingsSlice'
import { deskListStyles as styles, QueryState } from '../shell'
import { RefundsTable } from './RefundsTable'
import { StaffChangeDialog } from './StaffChangeDialog'
import { useDeskRefresh } from './useDeskRefresh'
import { useView } from '../../../app/useView'

/**
 * One booking opened at the desk, refreshed while open; admins cancel it or refund part of what
 * is left.
 */
export function BookingScreen({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const { t, dispatch, language } = useView('desk')
  const done = useAppSelector(selectStaffChangeDone)
  const query = useGetDeskBookingQuery({ id, lang: language })
  useDeskRefresh()
  const { data } = query
  const open = (kind: StaffChangeKind) =>
    data &&
    dispatch(
      staffChangeOpened({
        kind,
        bookingId: data.id,
        refundable: data.refundable_amount,
        currency: data.currency,
        paymentStatus: data.payment_status,
      }),
    )
  return (
    <section aria-labelledby="booking-title">
      <h2 id="booking-title">
        {data ? t('Detail.title', { reference: data.reference }) : t('Detail.loadingTitle')}
      </h2>
      <QueryState query={query} />
      {data ? (
        <>
          <p className={styles.facts}>
            <DeskBookingFlags booking={data} />
          </p>
          {done?.bookingId === data.id ? (
            <p role="status">
              {t(done.kind === 'cancel' ? 'Detail.cancelDone' : 'Detail.refundDone')}
            </p>
          ) : null}
          <BookingFacts booking={data} />
          <RefundsTable refunds={data.refunds} timeZone={data.time_zone} />
          <Suspense fallback={<p role="status">{t('Common.loading')}</p>}>
            <LazyDeskDeposit booking={data} isAdmin={isAdmin} />
            <LazyDeskChange booking={data} isAdmin={isAdmin} />
            {data.paid || data.refunds.length > 0 ? (
              <LazyBookingInvoices
                bookingId={data.id}
                revision={`${data.status}:${data.payment_status}:${data.refunds.length}`}
                level={3}
              />
            ) : null}
          </Suspense>
          <HandoverSection booking={data} />
          {isAdmin && (data.can_cancel || data.refundable_amount > 0) ? (
            <section aria-labelledby="admin-actions-title" className={styles.section}>
              <h3 id="admin-actions-title">{t('Detail.adminActions')}</h3>
              <div className={styles.pager}>
                {data.can_cancel ? (
                  <Button variant="secondary" onClick={() => open('cancel')}>
                    {t('Detail.cancel')}
                  </Button>
                ) : null}
                {data.refundable_amount > 0 ? (
                  <Button variant="secondary" onClick={() => open('refund')}>
                    {t('Detail.refund')}
                  </Button>
                ) : null}
              </div>
              <StaffChangeDialog reference={data.reference} />
            </section>
          ) : null}
        </>
      ) : null}
    </section>
  )
}
