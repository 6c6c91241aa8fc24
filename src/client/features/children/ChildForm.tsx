import { useAppSelector } from '../../app/hooks'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { SendForm } from '../../components/SendForm'
import { TextField } from '../../components/TextField'
import { formClosed, formSubmitAttempted, useDraftFields } from '../forms'
import { selectChildForm, selectChildProblems, type ChildDraftField } from './childForm'

const FIELDS = [
  { field: 'name', label: 'name', input: { autoComplete: 'off', maxLength: 40 } },
  { field: 'birth_month', label: 'birthMonth', input: { type: 'month', placeholder: 'YYYY-MM' } },
  { field: 'height_cm', label: 'height', input: { inputMode: 'decimal' } },
  { field: 'weight_kg', label: 'weight', input: { inputMode: 'decimal' } },
] as const

/** A child's details, each optional with the reason we ask; the draft lives in forms.child. */
export function ChildForm() {
  const { t, dispatch } = useView('account')
  const form = useAppSelector(selectChildForm)
  const problems = useAppSelector(selectChildProblems)
  const { text } = useDraftFields<typeof form.draft, ChildDraftField>('child', form, (field) =>
    problems[field] ? t(`Children.problems.${problems[field]}`) : null,
  )
  const sending = form.status === 'sending'
  return (
    <SendForm
      className={formStyles.form}
      noValidate
      aria-label={form.draft.id ? t('Children.editTitle') : t('Children.addTitle')}
      onSend={() => dispatch(formSubmitAttempted({ form: 'child' }))}
    >
      {form.error ? <Alert tone="error">{t(form.error as 'Children.saveFailed')}</Alert> : null}
      {FIELDS.map(({ field, label, input }) => (
        <TextField
          key={field}
          label={t(`Children.fields.${label}`)}
          hint={t(`Children.why.${label}`)}
          {...input}
          {...text(field)}
        />
      ))}
      <div className={formStyles.row}>
        <Button type="submit" disabled={sending}>
          {sending ? t('Children.saving') : t('Children.save')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(formClosed({ form: 'child' }))}>
          {t('Children.cancel')}
        </Button>
      </div>
    </SendForm>
  )
}
