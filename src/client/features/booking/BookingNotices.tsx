import { useSearchParams } from 'react-router'
import type { Booking } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { paymentRequested, useCheckout, useCheckoutErrorText } from '../checkout'
import { selectBookingPage, selectBookingPaid, selectPaymentDue } from './bookingSelectors'
import { useInstant } from './formatInstant'
import { useView } from '../../app/useView'

/** Above the booking: thanks for paying, what went wrong, and until when to pay. */
export function BookingNotices({ booking }: { booking: Booking }) {
  const { t, dispatch } = useView('bookings')
  const [search] = useSearchParams()
  const checkout = useCheckout()
  const checkoutErrorText = useCheckoutErrorText()
  const paid = useAppSelector(selectBookingPaid)
  const payBy = useAppSelector(selectPaymentDue)
  const { cancelError } = useAppSelector(selectBookingPage)
  const when = useInstant(booking.time_zone)
  const paying = checkout.status === 'paying'
  return (
    <>
      {search.get('paid') === '1' && paid ? (
        <Alert tone="success">{t('Booking.justPaid')}</Alert>
      ) : null}
      {/* The one checkout error about this booking: its payment page would not open. */}
      {checkout.error?.kind === 'checkout' && checkout.error.about === booking._id ? (
        <Alert tone="error">{checkoutErrorText(checkout.error)}</Alert>
      ) : null}
      {cancelError ? <Alert tone="error">{t(cancelError)}</Alert> : null}
      {payBy ? (
        <Alert tone="info">
          {t('Booking.payBy', { time: when(payBy) })}{' '}
          <Button
            onClick={() => dispatch(paymentRequested({ bookingId: booking._id }))}
            disabled={paying}
          >
            {paying ? t('Booking.paying') : t('Booking.pay')}
          </Button>
        </Alert>
      ) : null}
    </>
  )
}
