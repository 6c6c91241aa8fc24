import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { NewPasswordFields } from './NewPasswordFields'
import { resetFailure } from './resetErrors'
import { usePasswordChecks } from './usePasswordChecks'

interface ResetPasswordFormProps {
  /** Sends the new password (with the token the page keeps). */
  onReset(password: string): void
  sending: boolean
  error: unknown
  /** The link to ask for a new reset email. */
  requestNew: ReactNode
}

/** A new password and its confirmation; the passwords never leave the form but to be sent. */
export function ResetPasswordForm({ onReset, sending, error, requestNew }: ResetPasswordFormProps) {
  const { t } = useTranslation('account')
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [checked, setChecked] = useState(false)
  const { passwordError, confirmationError } = usePasswordChecks(password, confirmation)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (!passwordError && !confirmationError) onReset(password)
  }
  const failure = error ? resetFailure(error) : null
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {failure ? (
        <Alert tone="error">
          {t(`Reset.${failure}`)} {requestNew}
        </Alert>
      ) : null}
      <NewPasswordFields
        label="Fields.newPassword"
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
        checked={checked}
      />
      <Button type="submit" disabled={sending}>
        {sending ? t('Reset.submitting') : t('Reset.submit')}
      </Button>
    </form>
  )
}
