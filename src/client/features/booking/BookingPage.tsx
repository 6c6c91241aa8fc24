import { skipToken } from '@reduxjs/toolkit/query'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { PageMeta } from '../../components/PageMeta'
import { describeApiError } from '../../lib/apiErrors'
import { formatMoney } from '../../lib/format'
import { PriceBreakdown } from '../basket'
import { useCheckoutErrorText, paymentRequested, selectCheckout } from '../checkout'
import { selectLanguage } from '../preferences'
import { bookingCancelRequested, cancelRequestKey } from './bookingEvents'
import { useCancelBookingMutation, useGetBookingQuery } from './bookingsApi'
import { BookingStatus } from './BookingStatus'
import styles from './Booking.module.css'
import { cancelErrorKey, fetchErrorKey } from './bookingErrors'
import { formatInstant } from './formatInstant'
import { ContactSummary, PricedItems, RentalSummary } from './RentalSummary'
import { RefundDetails } from './RefundDetails'

/** /booking/{id} and /booking/reference/{reference}: the booking, its payment, cancellation and refund. */
export default function BookingPage() {
  const { t } = useTranslation('bookings')
  const { t: tCheckout } = useTranslation(['checkout', 'basket'])
  const { id, reference } = useParams()
  const [search] = useSearchParams()
  const dispatch = useAppDispatch()
  const language = useAppSelector(selectLanguage)
  const checkout = useAppSelector(selectCheckout)
  const checkoutErrorText = useCheckoutErrorText()
  const args = id ? { id, lang: language } : reference ? { reference, lang: language } : skipToken
  const { data: booking, error, isLoading, refetch } = useGetBookingQuery(args)
  // A refund moves on at the card provider: look again every few seconds until it settles.
  const refundPending = booking?.refund?.status === 'pending'
  useGetBookingQuery(args, { pollingInterval: refundPending ? 3_000 : 0, skip: !refundPending })
  const [, cancelRequest] = useCancelBookingMutation({
    fixedCacheKey: cancelRequestKey(booking?._id ?? ''),
  })
  const meta = <PageMeta title={t('Booking.metaTitle')} />

  if (!booking) {
    const { status } = describeApiError(error)
    return (
      <div className={styles.page}>
        {meta}
        <h1>{t('Booking.metaTitle')}</h1>
        {isLoading || !error ? (
          <p role="status">{t('Booking.loading')}</p>
        ) : (
          <Alert tone="error">
            {t(fetchErrorKey(status))}{' '}
            <Button variant="secondary" onClick={() => void refetch()}>
              {t('Errors.retry')}
            </Button>
          </Alert>
        )}
      </div>
    )
  }

  const when = (iso: string) => formatInstant(iso, language, booking.time_zone)
  const unpaid = booking.status === 'confirmed' && booking.payment_status === 'unpaid'
  const saved = booking.applied_discounts.reduce((sum, discount) => sum + discount.amount, 0)
  const cancellationText = () => {
    if (booking.cancelled_at) return t('Booking.cancelledOn', { time: when(booking.cancelled_at) })
    const time = when(booking.cancellation_deadline)
    return booking.can_cancel
      ? t('Booking.deadline', { time })
      : t('Booking.deadlinePassed', { time })
  }
  return (
    <div className={styles.page}>
      {meta}
      <div className={styles.header}>
        <h1>{t('Booking.title', { reference: booking.reference })}</h1>
        <BookingStatus booking={booking} />
      </div>
      {search.get('paid') === '1' &&
      booking.status === 'confirmed' &&
      booking.payment_status === 'paid' ? (
        <Alert tone="success">{t('Booking.justPaid')}</Alert>
      ) : null}
      {/* The one checkout error about this booking: its payment page would not open. */}
      {checkout.error?.kind === 'checkout' && checkout.error.about === booking._id ? (
        <Alert tone="error">{checkoutErrorText(checkout.error)}</Alert>
      ) : null}
      {cancelRequest.error ? (
        <Alert tone="error">{t(cancelErrorKey(cancelRequest.error))}</Alert>
      ) : null}
      {unpaid && booking.payment_due ? (
        <Alert tone="info">
          {t('Booking.payBy', { time: when(booking.payment_due) })}{' '}
          <Button
            onClick={() => dispatch(paymentRequested({ bookingId: booking._id }))}
            disabled={checkout.status === 'paying'}
          >
            {checkout.status === 'paying' ? t('Booking.paying') : t('Booking.pay')}
          </Button>
        </Alert>
      ) : null}
      <div className={styles.grid}>
        <div>
          <section className={styles.card} aria-labelledby="booking-rental">
            <h2 id="booking-rental">{tCheckout('checkout:Quote.rental')}</h2>
            <RentalSummary rental={booking} language={language} />
          </section>
          <section className={styles.card} aria-labelledby="booking-contact">
            <h2 id="booking-contact">{tCheckout('checkout:Quote.contact')}</h2>
            <ContactSummary contact={booking} />
          </section>
          {booking.refund ? (
            <RefundDetails
              refund={booking.refund}
              language={language}
              timeZone={booking.time_zone}
            />
          ) : null}
        </div>
        <div>
          <section className={styles.card} aria-labelledby="booking-price">
            <h2 id="booking-price">{t('Booking.price')}</h2>
            <PriceBreakdown
              pricing={booking.pricing}
              total={booking.total}
              language={language}
              lines={<PricedItems pricing={booking.pricing} language={language} />}
            />
            {saved > 0 ? (
              <p className={styles.muted}>
                {t('Booking.saved', { amount: formatMoney(saved, booking.currency, language) })}
              </p>
            ) : null}
          </section>
          <section className={styles.card} aria-labelledby="booking-cancellation">
            <h2 id="booking-cancellation">{tCheckout('checkout:Policy.title')}</h2>
            <p>{cancellationText()}</p>
            {booking.can_cancel ? (
              <Button
                variant="secondary"
                disabled={cancelRequest.isLoading}
                onClick={() =>
                  dispatch(
                    bookingCancelRequested({
                      bookingId: booking._id,
                      confirmMessage: t('Booking.cancelConfirm'),
                    }),
                  )
                }
              >
                {cancelRequest.isLoading ? t('Booking.cancelling') : t('Booking.cancel')}
              </Button>
            ) : null}
          </section>
          <Link to={paths.myBookings.to()}>{t('Booking.myBookings')}</Link>
        </div>
      </div>
    </div>
  )
}
