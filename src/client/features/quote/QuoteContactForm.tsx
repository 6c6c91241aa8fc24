import type { FormEvent } from 'react'
import { useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { ContactFields, DeliveryAddressFields, useAddressForm, useContactForm } from '../checkout'
import { quoteContactSubmitAttempted } from './quoteEvents'
import { quoteAddressSelectors, quoteContactSelectors, selectQuotePage } from './quoteSelectors'
import {
  quoteAddressChanged,
  quoteAddressFieldLeft,
  quoteContactChanged,
  quoteEditClosed,
} from './quoteSlice'
import { useView } from '../../app/useView'

/**
 * Changes the quote's contact details, and for a delivery its address (PATCH /quotes/{id}),
 * before booking; its drafts live in the store.
 */
export function QuoteContactForm() {
  const { t, dispatch } = useView('checkout')
  const { saving, saveError } = useAppSelector(selectQuotePage)
  const form = useContactForm('quote', quoteContactSelectors, quoteContactSubmitAttempted)
  const address = useAddressForm('quote', quoteAddressSelectors)
  /** Sent: the first contact field to fix takes the focus, else the first address field. */
  const submit = (event: FormEvent) => {
    form.submit(event)
    if (!form.hasProblem) address.focusFirstProblem()
  }
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {saveError ? <Alert tone="error">{t(saveError)}</Alert> : null}
      <ContactFields
        form="quote"
        draft={form.draft}
        messages={form.messages}
        onChange={(changed) => dispatch(quoteContactChanged({ draft: changed }))}
      />
      <DeliveryAddressFields
        form="quote"
        address={address.form}
        messages={address.messages}
        onChange={(draft) => dispatch(quoteAddressChanged({ draft }))}
        onLeave={(field) => dispatch(quoteAddressFieldLeft({ field }))}
      />
      <div className={formStyles.row}>
        <Button type="submit" disabled={saving}>
          {t('Quote.save')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(quoteEditClosed())}>
          {t('Quote.cancelEdit')}
        </Button>
      </div>
    </form>
  )
}
