import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Quote } from '../../../shared/contract/bookings'
import { dueAtCheckout } from '../../../shared/domain/deposits'
import { paths } from '../../app/paths'
import { useFormat } from '../../app/useFormat'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { ButtonLink } from '../../components/ButtonLink'
import { bookingStyles as styles, formatClockInstant } from '../booking'
import { bookingRequested, useCheckout } from '../checkout'
import { useView } from '../../app/useView'

/** How long the gear is held, that the hold ran out, or that the quote is booked. */
export function QuoteHold({ quote }: { quote: Quote }) {
  const { t } = useTranslation('checkout')
  const { language } = useFormat()
  if (quote.status === 'pending') {
    const time = formatClockInstant(quote.expiry, language, quote.time_zone)
    return <Alert tone="info">{t('Quote.heldUntil', { time })}</Alert>
  }
  if (quote.status === 'expired') return <Alert tone="error">{t('Quote.expired')}</Alert>
  return (
    <Alert tone="success">
      {t('Quote.booked')}{' '}
      {quote.booking_id ? (
        <Link to={paths.booking.to(quote.booking_id)}>{t('Quote.viewBooking')}</Link>
      ) : null}
    </Alert>
  )
}

/** "Book and pay" while the quote is held; otherwise back to search. */
export function QuoteActions({ quote }: { quote: Quote }) {
  const { t, dispatch } = useView('checkout')
  const format = useFormat()
  const { status } = useCheckout()
  const total = format.money(dueAtCheckout(quote.pricing), quote.pricing.currency)
  return (
    <div className={styles.actions}>
      {quote.status === 'pending' ? (
        <Button
          onClick={() => dispatch(bookingRequested({ quoteId: quote._id }))}
          disabled={status !== 'idle'}
        >
          {status === 'idle' ? t('Quote.book', { total }) : t('Quote.booking')}
        </Button>
      ) : (
        <ButtonLink to={paths.search.to()} variant="secondary">
          {t('Quote.backToSearch')}
        </ButtonLink>
      )}
    </div>
  )
}
