import type { Booking } from '../../../shared/contract/bookings'
import { useAppSelector } from '../../app/hooks'
import { useErrorText } from '../../app/useErrorText'
import { useFeature } from '../../app/lazyFeature'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { SendForm } from '../../components/SendForm'
import { SectionCard } from '../booking'
import { BillingFields } from '../checkout'
import { fullInvoiceFeature } from './fullInvoiceListeners'
import {
  fullInvoiceBillingChanged,
  fullInvoiceBillingSelectors,
  fullInvoiceFieldLeft,
  fullInvoiceSubmitAttempted,
  selectFullInvoice,
} from './fullInvoiceSlice'

/**
 * The booking page's invoice card: who its invoices are issued to, or the form to ask for a full
 * invoice (docs/money.md, Invoices). Not for a booking that ended unpaid.
 */
export function FullInvoiceCard({ booking }: { booking: Booking }) {
  useFeature(fullInvoiceFeature)
  const { t, dispatch } = useView(['bookings', 'checkout'])
  const errorText = useErrorText()
  const form = useAppSelector(selectFullInvoice)
  const messages = useAppSelector(fullInvoiceBillingSelectors.selectMessages)
  if (booking.payment_status === 'expired') return null
  const details = booking.billing_details
  return (
    <SectionCard title={t('bookings:Invoice.title')}>
      {details ? (
        <p>{t('bookings:Invoice.issuedTo', { name: details.name, taxId: details.tax_id })}</p>
      ) : (
        <SendForm
          className={formStyles.form}
          noValidate
          onSend={() => dispatch(fullInvoiceSubmitAttempted({ bookingId: booking._id }))}
        >
          <p>{t('bookings:Invoice.lead')}</p>
          <BillingFields
            form="booking"
            billing={form.billing}
            required={false}
            askable={false}
            messages={messages}
            onAsk={() => undefined}
            onChange={(draft) => dispatch(fullInvoiceBillingChanged({ draft }))}
            onLeave={(field) => dispatch(fullInvoiceFieldLeft({ field }))}
          />
          {form.error ? <Alert tone="error">{errorText(form.error)}</Alert> : null}
          <div>
            <Button type="submit" disabled={form.status === 'sending'}>
              {t(form.status === 'sending' ? 'bookings:Invoice.sending' : 'bookings:Invoice.send')}
            </Button>
          </div>
        </SendForm>
      )}
    </SectionCard>
  )
}
