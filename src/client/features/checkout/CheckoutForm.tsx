import { useEffect, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { TextAreaField } from '../../components/TextAreaField'
import { TextField } from '../../components/TextField'
import { useCheckoutErrorText } from './checkoutErrors'
import { CancellationPolicy } from './CancellationPolicy'
import {
  selectContactForm,
  selectContactMessages,
  selectContactProblems,
} from './checkoutSelectors'
import {
  contactClosed,
  contactDraftChanged,
  contactFormOpened,
  contactSubmitAttempted,
  selectCheckout,
  type ContactField,
} from './checkoutSlice'
import { CONTACT_FIELDS } from './contactFields'
import { ContactProblems } from './ContactProblems'

/** The checkout contact form: its draft and its validation messages (docs/product.md) live in the store. */
export function CheckoutForm() {
  const { t } = useTranslation('checkout')
  const dispatch = useAppDispatch()
  const { status, error } = useAppSelector(selectCheckout)
  const { draft } = useAppSelector(selectContactForm)
  const messages = useAppSelector(selectContactMessages)
  const [firstProblem] = useAppSelector(selectContactProblems)
  const checkoutErrorText = useCheckoutErrorText()
  useEffect(() => void dispatch(contactFormOpened()), [dispatch])
  const field = (name: ContactField) => ({
    id: CONTACT_FIELDS[name].id,
    label: t(CONTACT_FIELDS[name].label),
    value: draft[name],
    error: messages[name] ? t(`Validation.${messages[name]}`) : null,
    onChange: (event: { target: { value: string } }) =>
      dispatch(contactDraftChanged({ draft: { [name]: event.target.value } })),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(contactSubmitAttempted())
    // The first field to fix takes the focus, so its message is in view, on a phone too.
    if (firstProblem) document.getElementById(CONTACT_FIELDS[firstProblem.field].id)?.focus()
  }
  const notesCount = t('Form.notesCount', { count: draft.notes.length })
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <h3>{t('Form.title')}</h3>
      <p>{t('Form.lead')}</p>
      {error ? <Alert tone="error">{checkoutErrorText(error)}</Alert> : null}
      <ContactProblems />
      <TextField
        type="tel"
        autoComplete="tel"
        hint={t('Form.phoneHint')}
        required
        {...field('phone')}
      />
      <div className={formStyles.row}>
        <TextField hint={t('Form.flightHint')} {...field('inbound_flight')} />
        <TextField hint={t('Form.flightHint')} {...field('outbound_flight')} />
      </div>
      <TextAreaField rows={3} count={notesCount} {...field('notes')} />
      <Checkbox
        label={t('Form.damageWaiver')}
        checked={draft.damage_waiver}
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
