import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { ButtonLink } from '../../components/ButtonLink'
import { PageMeta } from '../../components/PageMeta'
import { describeApiError } from '../../lib/apiErrors'
import { formatMoney } from '../../lib/format'
import { PriceBreakdown } from '../basket'
import {
  useGetQuoteQuery,
  formatClockInstant,
  ContactSummary,
  PricedItems,
  RentalSummary,
  bookingStyles as styles,
} from '../booking'
import {
  CancellationPolicy,
  useCheckoutErrorText,
  bookingRequested,
  selectCheckout,
} from '../checkout'
import { selectLanguage } from '../preferences'
import { QuoteContactForm } from './QuoteContactForm'

/** /quote/{id}: the held basket, the contact details, the price, and Book and pay. */
export default function QuotePage() {
  const { t } = useTranslation(['checkout', 'basket'])
  const { t: tPage } = useTranslation(['bookings', 'common'])
  const { id = '' } = useParams()
  const dispatch = useAppDispatch()
  const language = useAppSelector(selectLanguage)
  const checkout = useAppSelector(selectCheckout)
  const checkoutErrorText = useCheckoutErrorText()
  const { data: quote, error, isLoading } = useGetQuoteQuery({ id, lang: language })
  const [editing, setEditing] = useState(false)
  const [saved, setSaved] = useState(false)
  const meta = (
    <PageMeta title={t('checkout:Quote.title')} description={t('checkout:Quote.metaDescription')} />
  )

  if (!quote) {
    const { status } = describeApiError(error)
    return (
      <div className={styles.page}>
        {meta}
        <h1>{t('checkout:Quote.title')}</h1>
        {isLoading || !error ? (
          <p role="status">{tPage('common:App.loading')}</p>
        ) : (
          <Alert tone="error">
            {status === 401 ? t('checkout:Errors.authRequired') : t('checkout:Errors.fetchQuote')}
          </Alert>
        )}
      </div>
    )
  }

  const heldUntil = formatClockInstant(quote.expiry, language, quote.time_zone)
  const total = formatMoney(quote.pricing.grand_total, quote.pricing.currency, language)
  return (
    <div className={styles.page}>
      {meta}
      <div className={styles.header}>
        <h1>{t('checkout:Quote.title')}</h1>
      </div>
      {quote.status === 'pending' ? (
        <Alert tone="info">{t('checkout:Quote.heldUntil', { time: heldUntil })}</Alert>
      ) : quote.status === 'expired' ? (
        <Alert tone="error">{t('checkout:Quote.expired')}</Alert>
      ) : (
        <Alert tone="success">
          {t('checkout:Quote.booked')}{' '}
          {quote.booking_id ? (
            <Link to={paths.booking.to(quote.booking_id)}>{t('checkout:Quote.viewBooking')}</Link>
          ) : null}
        </Alert>
      )}
      {checkout.error?.about === quote._id ? (
        <Alert tone="error">{checkoutErrorText(checkout.error)}</Alert>
      ) : null}
      <div className={styles.grid}>
        <div>
          <section className={styles.card} aria-labelledby="quote-rental">
            <h2 id="quote-rental">{t('checkout:Quote.rental')}</h2>
            <RentalSummary rental={quote} language={language} />
          </section>
          <section className={styles.card} aria-labelledby="quote-contact">
            <h2 id="quote-contact">{t('checkout:Quote.contact')}</h2>
            {saved && !editing ? <Alert tone="success">{t('checkout:Quote.saved')}</Alert> : null}
            {editing ? (
              <QuoteContactForm
                quote={quote}
                language={language}
                onDone={(wasSaved) => {
                  setEditing(false)
                  setSaved(wasSaved)
                }}
              />
            ) : (
              <>
                <ContactSummary contact={quote} />
                {quote.status === 'pending' ? (
                  <div className={styles.actions}>
                    <Button variant="secondary" onClick={() => setEditing(true)}>
                      {t('checkout:Quote.edit')}
                    </Button>
                  </div>
                ) : null}
              </>
            )}
          </section>
        </div>
        <div>
          <section className={styles.card} aria-labelledby="quote-price">
            <h2 id="quote-price">{tPage('bookings:Booking.price')}</h2>
            <PriceBreakdown
              pricing={quote.pricing}
              total={quote.pricing.grand_total}
              language={language}
              lines={<PricedItems pricing={quote.pricing} language={language} />}
            />
          </section>
          <CancellationPolicy />
          <div className={styles.actions}>
            {quote.status === 'pending' ? (
              <Button
                onClick={() => dispatch(bookingRequested({ quoteId: quote._id }))}
                disabled={checkout.status !== 'idle'}
              >
                {checkout.status === 'idle'
                  ? t('checkout:Quote.book', { total })
                  : t('checkout:Quote.booking')}
              </Button>
            ) : (
              <ButtonLink to={paths.search.to()} variant="secondary">
                {t('checkout:Quote.backToSearch')}
              </ButtonLink>
            )}
          </div>
        </div>
      </div>
    </div>
  )
}
