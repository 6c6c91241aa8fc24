import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Quote } from '../../../shared/contract/bookings'
import { findCheckoutProblems, type CheckoutProblem } from '../../../shared/domain/checkoutRules'
import type { Language } from '../../../shared/domain/languages'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { TextField } from '../../components/TextField'
import { describeApiError } from '../../lib/apiErrors'
import { useUpdateQuoteMutation } from '../booking'

/**
 * Error catalogue (docs/product.md): quote update messages: 400 pending only, 403 owner only,
 * otherwise a failure.
 */
function updateErrorKey(error: unknown) {
  const { status } = describeApiError(error)
  if (status === 400) return 'Errors.updateQuotePending' as const
  if (status === 403) return 'Errors.updateQuoteOwner' as const
  if (status === 401) return 'Errors.authRequired' as const
  return 'Errors.updateQuote' as const
}

interface Props {
  quote: Quote
  language: Language
  onDone(saved: boolean): void
}

/** Changes the quote's contact details (PATCH /quotes/{id}) before booking. */
export function QuoteContactForm({ quote, language, onDone }: Props) {
  const { t } = useTranslation('checkout')
  const [updateQuote, { isLoading, error }] = useUpdateQuoteMutation()
  const [contact, setContact] = useState({
    phone: quote.phone,
    inbound_flight: quote.inbound_flight ?? '',
    outbound_flight: quote.outbound_flight ?? '',
    notes: quote.notes ?? '',
  })
  const [checked, setChecked] = useState(false)
  const problems = findCheckoutProblems(contact)
  const problemOf = (field: CheckoutProblem['field']) => {
    const problem = checked ? problems.find((candidate) => candidate.field === field) : undefined
    return problem ? t(`Validation.${problem.code}`) : null
  }
  const change = (field: keyof typeof contact) => (event: { target: { value: string } }) =>
    setContact({ ...contact, [field]: event.target.value })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (problems.length > 0) return
    const result = await updateQuote({ id: quote._id, lang: language, body: contact })
    if ('data' in result) onDone(true)
  }

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {error ? <Alert tone="error">{t(updateErrorKey(error))}</Alert> : null}
      <TextField
        label={t('Form.phone')}
        type="tel"
        value={contact.phone}
        onChange={change('phone')}
        error={problemOf('phone')}
        required
      />
      <div className={formStyles.row}>
        <TextField
          label={t('Form.inboundFlight')}
          value={contact.inbound_flight}
          onChange={change('inbound_flight')}
          error={problemOf('inbound_flight')}
        />
        <TextField
          label={t('Form.outboundFlight')}
          value={contact.outbound_flight}
          onChange={change('outbound_flight')}
          error={problemOf('outbound_flight')}
        />
      </div>
      <TextField
        label={t('Form.notes')}
        value={contact.notes}
        onChange={change('notes')}
        error={problemOf('notes')}
      />
      <div className={formStyles.row}>
        <Button type="submit" disabled={isLoading}>
          {t('Quote.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('Quote.cancelEdit')}
        </Button>
      </div>
    </form>
  )
}
