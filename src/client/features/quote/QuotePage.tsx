import { useEffect } from 'react'
import { useParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { PageMeta } from '../../components/PageMeta'
import { bookingStyles as styles, PageStatus, PriceCard, RentalCard } from '../booking'
import { CancellationPolicy, useCheckout, useCheckoutErrorText } from '../checkout'
import { SeatWarningList } from '../children'
import { QuoteActions, QuoteHold } from './QuoteHold'
import { QuoteContactCard } from './QuoteContactCard'
import { QuoteHeldUnits } from './QuoteHeldUnits'
import { fetchQuoteErrorKey } from './quoteErrors'
import { quotePageOpened } from './quoteEvents'
import { selectQuotePageFor } from './quoteSelectors'
import { useView } from '../../app/useView'

/** /quote/{id}: the held basket, the contact details, the price, and Book and pay. */
export default function QuotePage() {
  const { t, dispatch, language } = useView(['checkout', 'common'])
  const { id = '' } = useParams()
  const { quote, itemNames, loadFailed } = useAppSelector((state) => selectQuotePageFor(state, id))
  const checkout = useCheckout()
  const checkoutErrorText = useCheckoutErrorText()
  useEffect(() => void dispatch(quotePageOpened({ id })), [id, language, dispatch])

  return (
    <div className={styles.page}>
      <PageMeta
        title={t('checkout:Quote.title')}
        description={t('checkout:Quote.metaDescription')}
      />
      {!quote ? (
        <PageStatus
          title={t('checkout:Quote.title')}
          loadingText={t('common:App.loading')}
          errorText={loadFailed ? t(`checkout:${fetchQuoteErrorKey(loadFailed.status)}`) : null}
        />
      ) : (
        <>
          <div className={styles.header}>
            <h1>{t('checkout:Quote.title')}</h1>
          </div>
          <QuoteHold quote={quote} />
          <SeatWarningList warnings={quote.seat_warnings} names={itemNames} />
          {checkout.error?.about === quote._id ? (
            <Alert tone="error">{checkoutErrorText(checkout.error)}</Alert>
          ) : null}
          <div className={styles.grid}>
            <div>
              <RentalCard rental={quote} names={itemNames} />
              <QuoteHeldUnits quote={quote} names={itemNames} />
              <QuoteContactCard quote={quote} />
            </div>
            <div>
              <PriceCard
                pricing={quote.pricing}
                total={quote.pricing.grand_total}
                names={itemNames}
              />
              <CancellationPolicy delivery={Boolean(quote.delivery_address)} />
              <QuoteActions quote={quote} />
            </div>
          </div>
        </>
      )}
    </div>
  )
}
