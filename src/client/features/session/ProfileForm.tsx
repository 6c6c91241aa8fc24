import type { FormEvent } from 'react'
import { useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { formClosed, formSubmitAttempted, useDraftFields } from '../forms'
import { ProfileFieldsets } from './ProfileFieldsets'
import { selectProfileForm, selectProfileProblems, type DraftField } from './profileForm'
import styles from './ProfilePage.module.css'
import { useView } from '../../app/useView'

const problemKeys = {
  required: 'Validation.required',
  phone: 'Validation.phone',
  date: 'Profile.invalidDate',
  passport: 'Profile.invalidPassport',
  image: 'Profile.invalidImage',
} as const

/** Profile edit: its draft, rules and save live in the store (forms.profile). */
export function ProfileForm() {
  const { t, dispatch } = useView('account')
  const form = useAppSelector(selectProfileForm)
  const problems = useAppSelector(selectProfileProblems)
  const message = (field: DraftField) => {
    const problem = problems[field]
    return problem ? t(problemKeys[problem]) : null
  }
  const fields = useDraftFields('profile', form, message)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(formSubmitAttempted({ form: 'profile' }))
  }
  const sending = form.status === 'sending'
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {form.error ? <Alert tone="error">{t(form.error as 'Profile.saveFailed')}</Alert> : null}
      <ProfileFieldsets {...fields} draft={form.draft} today={form.openedOn ?? undefined} />
      <div className={styles.actions}>
        <Button type="submit" disabled={sending}>
          {sending ? t('Profile.saving') : t('Profile.save')}
        </Button>
        <Button variant="secondary" onClick={() => dispatch(formClosed({ form: 'profile' }))}>
          {t('Profile.cancel')}
        </Button>
      </div>
    </form>
  )
}
