import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { DeskBookingDetail } from '../../../shared/contract/desk-bookings'
import { useAppSelector } from '../../app/hooks'
import { Button } from '../../components/Button'
import { addressLine } from '../../components/DeliveryAddressLines'
import { DeskBookingFlags } from './DeskBookingCard'
import { HandoverSection } from './HandoverSection'
import { useGetDeskBookingQuery } from './deskBookingsApi'
import { selectStaffChangeDone, staffChangeOpened, type StaffChangeKind } from './deskBookingsSlice'
import { deskListStyles as styles, QueryState, telHref, useDeskFormat } from './shell'
import { RefundsTable } from './RefundsTable'
import { StaffChangeDialog } from './StaffChangeDialog'
import { useView } from '../../app/useView'

/** The deposit's part of the booking, with its texts and decision, in a chunk of its own. */
const DeskDeposit = lazy(
  () => import(/* webpackChunkName: "DeskDeposit" */ './deposit/DeskDeposit'),
)

function BookingFacts({ booking }: { booking: DeskBookingDetail }) {
  const { t } = useTranslation('desk')
  const format = useDeskFormat()
  const { traveller } = booking
  const money = (cents: number) => format.money(cents, booking.currency)
  const facts: [string, React.ReactNode][] = [
    [t('Detail.status'), t(`Status.${booking.status}`)],
    [t('Detail.location'), booking.pickup_location_code],
    [t('Detail.pickup'), `${format.date(booking.start_date)} ${booking.pickup_time}`],
    [t('Detail.return'), `${format.date(booking.end_date)} ${booking.return_time}`],
    ...(booking.delivery_address
      ? [[t('Booking.address'), addressLine(booking.delivery_address)] as [string, string]]
      : []),
    [t('Detail.traveller'), `${traveller.first_name} ${traveller.last_name}`],
    [t('Detail.email'), <a href={`mailto:${traveller.email}`}>{traveller.email}</a>],
    [t('Detail.phone'), <a href={telHref(traveller.phone)}>{traveller.phone}</a>],
    [t('Detail.inbound'), booking.inbound_flight ?? t('Detail.none')],
    [t('Detail.outbound'), booking.outbound_flight ?? t('Detail.none')],
    [
      t('Detail.items'),
      booking.items
        .map((item) => t('Booking.item', { quantity: item.quantity, name: item.name }))
        .join(', '),
    ],
    [t('Detail.notes'), booking.notes ?? t('Detail.none')],
    [t('Detail.total'), money(booking.total)],
    [t('Detail.paidAmount'), money(booking.paid_amount)],
    [t('Detail.refundedAmount'), money(booking.refunded_amount)],
    [t('Detail.refundableAmount'), money(booking.refundable_amount)],
    [
      t('Detail.handedOut'),
      booking.handed_out_at ? format.instant(booking.handed_out_at) : t('Detail.none'),
    ],
    [
      t('Detail.returned'),
      booking.returned_at ? format.instant(booking.returned_at) : t('Detail.none'),
    ],
  ]
  if (booking.cancelled_at) {
    facts.push([
      t('Detail.cancelled'),
      t('Detail.cancelledBy', {
        at: format.instant(booking.cancelled_at),
        by: t(`CancelledBy.${booking.cancelled_by ?? 'traveller'}`),
      }),
    ])
    if (booking.staff_reason) facts.push([t('Detail.staffReason'), booking.staff_reason])
  }
  return (
    <dl className={styles.details}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** One booking opened at the desk; admins cancel it or refund part of what is left. */
export function BookingScreen({ id, isAdmin }: { id: string; isAdmin: boolean }) {
  const { t, dispatch, language } = useView('desk')
  const done = useAppSelector(selectStaffChangeDone)
  const query = useGetDeskBookingQuery({ id, lang: language })
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
          <RefundsTable refunds={data.refunds} />
          <Suspense fallback={<p role="status">{t('Common.loading')}</p>}>
            <DeskDeposit booking={data} isAdmin={isAdmin} />
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
