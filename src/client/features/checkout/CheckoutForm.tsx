import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { findCheckoutProblems, type CheckoutProblem } from '../../../shared/domain/checkoutRules'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { TextAreaField } from '../../components/TextAreaField'
import { TextField } from '../../components/TextField'
import { useGetProfileQuery } from '../session'
import { useCheckoutErrorText } from './checkoutErrors'
import { CancellationPolicy } from './CancellationPolicy'
import { contactClosed, contactSubmitted, selectCheckout } from './checkoutSlice'

type Field = CheckoutProblem['field']

/**
 * Records and storage (docs/product.md): checkout contact form, with the rules of docs/product.md
 * (Validation messages) checked before anything is sent.
 */
export function CheckoutForm() {
  const { t } = useTranslation(['checkout', 'basket'])
  const dispatch = useAppDispatch()
  const { status, error } = useAppSelector(selectCheckout)
  const checkoutErrorText = useCheckoutErrorText()
  const { data: profile } = useGetProfileQuery()
  const [phone, setPhone] = useState<string | null>(null)
  const [inbound, setInbound] = useState('')
  const [outbound, setOutbound] = useState('')
  const [notes, setNotes] = useState('')
  const [damageWaiver, setDamageWaiver] = useState(false)
  const [checked, setChecked] = useState(false)
  const contact = {
    phone: phone ?? profile?.phone ?? '',
    inbound_flight: inbound,
    outbound_flight: outbound,
    notes,
  }
  const problems = findCheckoutProblems(contact)
  const problemOf = (field: Field) => {
    const problem = checked ? problems.find((candidate) => candidate.field === field) : undefined
    return problem ? t(`checkout:Validation.${problem.code}`) : null
  }

  const notesProblem = problemOf('notes')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (problems.length === 0) dispatch(contactSubmitted({ contact, damageWaiver }))
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <h3>{t('checkout:Form.title')}</h3>
      <p>{t('checkout:Form.lead')}</p>
      {error ? <Alert tone="error">{checkoutErrorText(error)}</Alert> : null}
      <TextField
        label={t('checkout:Form.phone')}
        type="tel"
        autoComplete="tel"
        value={contact.phone}
        onChange={(event) => setPhone(event.target.value)}
        hint={t('checkout:Form.phoneHint')}
        error={problemOf('phone')}
        required
      />
      <div className={formStyles.row}>
        <TextField
          label={t('checkout:Form.inboundFlight')}
          value={inbound}
          onChange={(event) => setInbound(event.target.value)}
          hint={t('checkout:Form.flightHint')}
          error={problemOf('inbound_flight')}
        />
        <TextField
          label={t('checkout:Form.outboundFlight')}
          value={outbound}
          onChange={(event) => setOutbound(event.target.value)}
          hint={t('checkout:Form.flightHint')}
          error={problemOf('outbound_flight')}
        />
      </div>
      <TextAreaField
        id="checkout-notes"
        label={t('checkout:Form.notes')}
        rows={3}
        value={notes}
        count={t('checkout:Form.notesCount', { count: notes.length })}
        error={notesProblem}
        onChange={(event) => setNotes(event.target.value)}
      />
      <Checkbox
        label={t('checkout:Form.damageWaiver')}
        checked={damageWaiver}
        onChange={setDamageWaiver}
      />
      <CancellationPolicy />
      <div className={formStyles.row}>
        <Button variant="secondary" onClick={() => dispatch(contactClosed())}>
          {t('checkout:Form.back')}
        </Button>
        <Button type="submit" disabled={status === 'quoting'}>
          {status === 'quoting' ? t('checkout:Form.submitting') : t('checkout:Form.submit')}
        </Button>
      </div>
    </form>
  )
}
