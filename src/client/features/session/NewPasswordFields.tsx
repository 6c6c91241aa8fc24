import { useTranslation } from 'react-i18next'
import type { ParseKeys } from 'i18next'
import { PasswordChecklist } from '../../components/PasswordChecklist'
import { PasswordField } from '../../components/PasswordField'
import { usePasswordChecks } from './usePasswordChecks'

interface NewPasswordFieldsProps {
  label: ParseKeys<'account'>
  password: string
  confirmation: string
  onPassword(value: string): void
  onConfirmation(value: string): void
  /** Show the errors (after a first submit). */
  checked: boolean
}

/** A new password with its live checklist, and its confirmation (sign-up and reset). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { label, password, confirmation, onPassword, onConfirmation, checked } = props
  const { t } = useTranslation('account')
  const { checklist, passwordError, confirmationError } = usePasswordChecks(password, confirmation)
  const toggle = { showLabel: t('Fields.showPassword'), hideLabel: t('Fields.hidePassword') }
  return (
    <>
      <PasswordField
        label={t(label)}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={checked ? passwordError : null}
        hint={<PasswordChecklist {...checklist} />}
        required
        {...toggle}
      />
      <PasswordField
        label={t('Fields.confirmPassword')}
        autoComplete="new-password"
        value={confirmation}
        onChange={(event) => onConfirmation(event.target.value)}
        error={checked ? confirmationError : null}
        required
        {...toggle}
      />
    </>
  )
}
