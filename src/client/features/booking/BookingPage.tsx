import { Suspense, useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { PageMeta } from '../../components/PageMeta'
import { BookingAgreement } from '../bookingAgreement'
import { BookingCode } from '../bookingCode'
import { ChangeCard } from '../bookingChange'
import { FlightCard } from '../flight'
import { FullInvoiceCard } from '../fullInvoice'
import { LazyBookingInvoices } from '../invoices'
import { fetchErrorKey } from './bookingErrors'
import { bookingPageLeft, bookingPageOpened, type BookingLookup } from './bookingEvents'
import { selectBookingPageFor } from './bookingSelectors'
import { BookingNotices } from './BookingNotices'
import { BookingStatus } from './BookingStatus'
import { CancellationCard } from './CancellationCard'
import { DepositCard, DepositClaimsPart } from './DepositCard'
import { HandedSeats } from './HandedSeats'
import { PageStatus } from './PageStatus'
import { RefundDetails } from './RefundDetails'
import { ContactSummary, PriceCard, RentalCard, SectionCard } from './RentalSummary'
import { SavedWithDiscounts } from './SavedWithDiscounts'
import styles from './Booking.module.css'
import { useView } from '../../app/useView'

/**
 * /booking/{id} and /booking/reference/{reference}: the booking, its payment, deposit,
 * cancellation and refund.
 */
export default function BookingPage() {
  const { t, dispatch, language } = useView(['bookings', 'checkout'])
  const { id, reference } = useParams()
  const lookup: BookingLookup | null = id ? { id } : reference ? { reference } : null
  const { booking, itemNames, loadFailed } = useAppSelector((state) =>
    selectBookingPageFor(state, lookup),
  )
  const retry = () => lookup && dispatch(bookingPageOpened({ lookup }))

  useEffect(() => {
    if (!id && !reference) return
    dispatch(bookingPageOpened({ lookup: id ? { id } : { reference: reference! } }))
    return () => void dispatch(bookingPageLeft())
  }, [id, reference, language, dispatch])

  return (
    <div className={styles.page}>
      <PageMeta title={t('Booking.metaTitle')} />
      {!booking ? (
        <PageStatus
          title={t('Booking.metaTitle')}
          loadingText={t('Booking.loading')}
          errorText={loadFailed ? t(fetchErrorKey(loadFailed.status)) : null}
          onRetry={retry}
        />
      ) : (
        <>
          <div className={styles.header}>
            <h1>{t('Booking.title', { reference: booking.reference })}</h1>
            <BookingStatus booking={booking} />
          </div>
          <BookingNotices booking={booking} />
          <div className={styles.grid}>
            <div>
              <RentalCard rental={booking} names={itemNames} />
              <HandedSeats booking={booking} names={itemNames} />
              <SectionCard title={t('checkout:Quote.contact')}>
                <ContactSummary contact={booking} />
              </SectionCard>
              <ChangeCard booking={booking} names={itemNames} />
              <FlightCard booking={booking} />
              <RefundDetails />
              <DepositClaimsPart booking={booking} />
            </div>
            <div>
              {booking.status === 'confirmed' ? (
                <BookingCode
                  bookingId={booking._id}
                  reference={booking.reference}
                  delivered={booking.location_type === 'delivery'}
                />
              ) : null}
              <PriceCard pricing={booking.pricing} total={booking.total} names={itemNames}>
                <SavedWithDiscounts currency={booking.currency} />
              </PriceCard>
              <DepositCard booking={booking} />
              <CancellationCard booking={booking} />
              {booking.payment_status === 'paid' || booking.payment_status === 'refunded' ? (
                <Suspense fallback={null}>
                  <LazyBookingInvoices
                    bookingId={booking._id}
                    revision={`${booking.status}:${booking.payment_status}:${booking.total}:${booking.billing_details?.tax_id ?? ''}`}
                  />
                </Suspense>
              ) : null}
              <FullInvoiceCard booking={booking} />
              {booking.payment_status === 'paid' && booking.status !== 'cancelled' ? (
                <BookingAgreement bookingId={booking._id} timeZone={booking.time_zone} />
              ) : null}
              <Link to={paths.myBookings.to()}>{t('Booking.myBookings')}</Link>
            </div>
          </div>
        </>
      )}
    </div>
  )
}
