import { useEffect } from 'react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { CardPage } from '../../components/Card'
import { PageMeta } from '../../components/PageMeta'
import { paymentReturned, paymentReturnLeft, useCheckout } from '../checkout'
import { useView } from '../../app/useView'

/** /booking/success-redirect: back from the provider, the payment is confirmed with the server. */
export default function BookingSuccessPage() {
  const { t, dispatch } = useView('bookings')
  const [params] = useSearchParams()
  const { paymentReturn } = useCheckout()
  const bookingId = params.get('booking_id')
  const sessionId = params.get('session_id')

  useEffect(() => {
    if (!bookingId || !sessionId) return
    dispatch(paymentReturned({ bookingId, sessionId }))
    return () => void dispatch(paymentReturnLeft())
  }, [bookingId, sessionId, dispatch])

  return (
    <CardPage title={t('Return.title')}>
      <PageMeta title={t('Return.title')} />
      {!bookingId || !sessionId ? (
        <Alert tone="error">{t('Return.missing')}</Alert>
      ) : paymentReturn === 'idle' ? (
        <p role="status">{t('Return.checking')}</p>
      ) : (
        <Alert tone={paymentReturn === 'failed' ? 'error' : 'info'}>
          {paymentReturn === 'failed' ? t('Errors.fetch') : t('Return.notPaid')}{' '}
          <Link to={paths.booking.to(bookingId)}>{t('Return.toBooking')}</Link>
        </Alert>
      )}
    </CardPage>
  )
}
