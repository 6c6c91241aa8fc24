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
import { BillingFields } from './BillingFields'
import { billingFieldId } from './billingForm'
import { checkoutBillingSelectors as billingSelectors } from './billingSelectors'
import {
  billingAsked,
  billingChanged,
  billingFieldLeft,
  contactClosed,
  contactDraftChanged,
  contactFormOpened,
  contactSubmitAttempted,
  deliveryAddressChanged,
  deliveryAddressFieldLeft,
} from './checkoutSlice'
import { useCheckout } from './checkoutFeature'
import { ContactFields, useContactForm } from './ContactFields'
import { ContactProblems } from './ContactProblems'
import { DeliveryAddressFields } from './DeliveryAddressFields'
import { useAddressForm } from './useAddressForm'
import { checkoutAddressSelectors } from './deliveryAddressSelectors'

/** The checkout contact form: its draft and its validation messages (docs/product.md) live in the store. */
export function CheckoutForm() {
  const { t, dispatch } = useView('checkout')
  const { status, error } = useCheckout()
  const form = useContactForm('checkout', checkoutContactSelectors, contactSubmitAttempted)
  const address = useAddressForm('checkout', checkoutAddressSelectors)
  const billing = useAppSelector(billingSelectors.selectForm)
  const billingRequired = useAppSelector(billingSelectors.selectRequired)
  const billingMessages = useAppSelector(billingSelectors.selectMessages)
  const [billingProblem] = useAppSelector(billingSelectors.selectProblems)
  /** Sent: the first contact field to fix takes the focus, else the address's, the billing's. */
  const submit = (event: FormEvent) => {
    form.submit(event)
    if (form.hasProblem) return
    if (address.hasProblem) address.focusFirstProblem()
    else if (billingProblem) {
      document.getElementById(billingFieldId('checkout', billingProblem.field))?.focus()
    }
  }
  const checkoutErrorText = useCheckoutErrorText()
  // A rental to a delivery zone speaks of delivery and collection (translations/GLOSSARY.md).
  const delivery = address.form.zone !== null
  useEffect(() => void dispatch(contactFormOpened()), [dispatch])
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <h3>{t('Form.title')}</h3>
      <p>{t(delivery ? 'Form.delivery.lead' : 'Form.lead')}</p>
      {error ? <Alert tone="error">{checkoutErrorText(error)}</Alert> : null}
      <ContactProblems />
      <ContactFields
        form="checkout"
        draft={form.draft}
        messages={form.messages}
        onChange={(changed) => dispatch(contactDraftChanged({ draft: changed }))}
      />
      <DeliveryAddressFields
        form="checkout"
        address={address.form}
        messages={address.messages}
        onChange={(draft) => dispatch(deliveryAddressChanged({ draft }))}
        onLeave={(field) => dispatch(deliveryAddressFieldLeft({ field }))}
      />
      <BillingFields
        form="checkout"
        billing={billing}
        required={billingRequired}
        askable
        messages={billingMessages}
        onAsk={(asked) => dispatch(billingAsked({ asked }))}
        onChange={(draft) => dispatch(billingChanged({ draft }))}
        onLeave={(field) => dispatch(billingFieldLeft({ field }))}
      />
      <Checkbox
        label={t('Form.damageWaiver')}
        checked={form.draft.damage_waiver}
        onChange={(damage_waiver) => dispatch(contactDraftChanged({ draft: { damage_waiver } }))}
      />
      <CancellationPolicy delivery={delivery} />
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
