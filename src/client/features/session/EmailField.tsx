import { useTranslation } from 'react-i18next'
import { TextField } from '../../components/TextField'

interface EmailFieldProps {
  value: string
  onChange(event: { target: { value: string } }): void
  error: string | null
}

/** The account's email (log-in, sign-up, forgotten password). */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation('account')
  return (
    <TextField label={t('Fields.email')} type="email" autoComplete="email" required {...props} />
  )
}
