import { useEffect, type FormEvent } from 'react'
import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { useCheckoutErrorText } from './checkoutErrors'
import { CancellationPolicy } from './CancellationPolicy'
import { checkoutContactSelectors } from './checkoutSelectors'
import {
  contactClosed,
  contactDraftChanged,
  contactFormOpened,
  contactSubmitAttempted,
} from './checkoutSlice'
import { useCheckout } from './checkoutFeature'
import { ContactFields, useContactForm } from './ContactFields'
import { ContactProblems } from './ContactProblems'
import { DeliveryAddressFields } from './DeliveryAddressFields'
import { addressFieldId } from './deliveryAddressForm'
import { selectDeliveryAddressProblems } from './deliveryAddressSelectors'

/** The checkout contact form: its draft and its validation messages (docs/product.md) live in the store. */
export function CheckoutForm() {
  const { t, dispatch } = useView('checkout')
  const { status, error } = useCheckout()
  const form = useContactForm('checkout', checkoutContactSelectors, contactSubmitAttempted)
  const [addressProblem] = useAppSelector(selectDeliveryAddressProblems)
  /** Sent: the first contact field to fix takes the focus, else the first address field. */
  const submit = (event: FormEvent) => {
    form.submit(event)
    if (!form.hasProblem && addressProblem) {
      document.getElementById(addressFieldId(addressProblem.field))?.focus()
    }
  }
  const checkoutErrorText = useCheckoutErrorText()
  useEffect(() => void dispatch(contactFormOpened()), [dispatch])
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <h3>{t('Form.title')}</h3>
      <p>{t('Form.lead')}</p>
      {error ? <Alert tone="error">{checkoutErrorText(error)}</Alert> : null}
      <ContactProblems />
      <ContactFields
        form="checkout"
        draft={form.draft}
        messages={form.messages}
        onChange={(changed) => dispatch(contactDraftChanged({ draft: changed }))}
      />
      <DeliveryAddressFields />
      <Checkbox
        label={t('Form.damageWaiver')}
        checked={form.draft.damage_waiver}
        onChange={(damage_waiver) => dispatch(contactDraftChanged({ draft: { damage_waiver } }))}
      />
      <CancellationPolicy />
      <div className={formStyles.row}>
        <Button variant="secondary" onClick={() => dispatch(contactClosed())}>
          {t('Form.back')}
        </Button>
        <Button type="submit" disabled={status === 'quoting'}>
          {status === 'quoting' ? t('Form.submitting') : t('Form.submit')}
        </Button>
      </div>
    </form>
  )
}
