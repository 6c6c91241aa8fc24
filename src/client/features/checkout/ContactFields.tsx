import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { UnknownAction } from '@reduxjs/toolkit'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import type { RootState } from '../../app/store'
import formStyles from '../../components/Form.module.css'
import { TextAreaField } from '../../components/TextAreaField'
import { TextField } from '../../components/TextField'
import { CONTACT_FIELDS, contactFieldId } from './contactFields'
import type { ContactDetailsDraft, ContactField } from './contactForm'
import type { ContactMessages, ContactSelectors } from './contactSelectors'

interface Props {
  /** Starts each field's element id: `checkout` gives `checkout-phone`. */
  form: string
  draft: ContactDetailsDraft
  messages: ContactMessages
  onChange(draft: Partial<ContactDetailsDraft>): void
}

/** Phone, flights with their times, and notes with their hints and validation messages (docs/product.md). */
export function ContactFields({ form, draft, messages, onChange }: Props) {
  const { t } = useTranslation('checkout')
  const field = (name: ContactField) => ({
    id: contactFieldId(form, name),
    label: t(CONTACT_FIELDS[name].label),
    value: draft[name],
    error: messages[name] ? t(`Validation.${messages[name]}`) : null,
    onChange: (event: { target: { value: string } }) => onChange({ [name]: event.target.value }),
  })
  return (
    <>
      <TextField
        type="tel"
        autoComplete="tel"
        hint={t('Form.phoneHint')}
        required
        {...field('phone')}
      />
      <div className={formStyles.row}>
        <TextField hint={t('Form.flightHint')} {...field('inbound_flight')} />
        <TextField type="time" hint={t('Form.timeHint')} {...field('arrival_time')} />
      </div>
      <div className={formStyles.row}>
        <TextField hint={t('Form.flightHint')} {...field('outbound_flight')} />
        <TextField type="time" hint={t('Form.timeHint')} {...field('departure_time')} />
      </div>
      <TextAreaField
        rows={3}
        count={t('Form.notesCount', { count: draft.notes.length })}
        {...field('notes')}
      />
    </>
  )
}

/**
 * A contact form's draft and messages from its selectors, and its submit: the store is told,
 * and the first field to fix takes the focus so its message is in view, on a phone too.
 */
export function useContactForm<D extends ContactDetailsDraft>(
  form: string,
  selectors: ContactSelectors<RootState, D>,
  submitAttempted: () => UnknownAction,
) {
  const dispatch = useAppDispatch()
  const { draft } = useAppSelector(selectors.selectForm)
  const messages = useAppSelector(selectors.selectMessages)
  const [firstProblem] = useAppSelector(selectors.selectProblems)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(submitAttempted())
    const field = firstProblem?.field
    if (field) document.getElementById(contactFieldId(form, field))?.focus()
  }
  return { draft, messages, submit, hasProblem: firstProblem !== undefined }
}
