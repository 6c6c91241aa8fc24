import type { Quote } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { bookingStyles as styles, ContactSummary, SectionCard } from '../booking'
import { QuoteContactForm } from './QuoteContactForm'
import { selectQuotePage } from './quoteSelectors'
import { quoteEditStarted } from './quoteSlice'
import { useView } from '../../app/useView'

/** The quote's contact details, and changing them while the quote is held. */
export function QuoteContactCard({ quote }: { quote: Quote }) {
  const { t, dispatch } = useView('checkout')
  const { editing, saved } = useAppSelector(selectQuotePage)
  return (
    <SectionCard title={t('Quote.contact')}>
      {saved && !editing ? <Alert tone="success">{t('Quote.saved')}</Alert> : null}
      {editing ? (
        <QuoteContactForm />
      ) : (
        <>
          <ContactSummary contact={quote} />
          {quote.status === 'pending' ? (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => dispatch(quoteEditStarted())}>
                {t('Quote.edit')}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </SectionCard>
  )
}
