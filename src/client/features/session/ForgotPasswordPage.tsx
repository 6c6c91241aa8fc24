import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate } from 'react-router'
import { isValidEmail } from '../../../shared/domain/contactRules'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { CardPage } from '../../components/Card'
import formStyles from '../../components/Form.module.css'
import { PageMeta } from '../../components/PageMeta'
import { TextField } from '../../components/TextField'
import { useRequestPasswordResetMutation } from './authApi'
import { selectIsAuthenticated } from './sessionSlice'

export default function ForgotPasswordPage() {
  const { t } = useTranslation('account')
  const signedIn = useAppSelector(selectIsAuthenticated)
  const [requestReset, { isLoading, isSuccess, isError }] = useRequestPasswordResetMutation()
  const [email, setEmail] = useState('')
  const [checked, setChecked] = useState(false)

  if (signedIn) return <Navigate to={paths.search.to()} replace />

  const emailError = !email.trim()
    ? t('Validation.required')
    : isValidEmail(email)
      ? null
      : t('Validation.email')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (!emailError) void requestReset({ email: email.trim() })
  }

  return (
    <CardPage
      title={t('Forgot.title')}
      lead={t('Forgot.lead')}
      footer={<Link to={paths.login.to()}>{t('Forgot.backToLogin')}</Link>}
    >
      <PageMeta title={t('Forgot.title')} />
      {isSuccess ? (
        <Alert tone="success">{t('Forgot.sent')}</Alert>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          {isError ? <Alert tone="error">{t('Forgot.failed')}</Alert> : null}
          <TextField
            label={t('Fields.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={checked ? emailError : null}
            required
          />
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('Forgot.submitting') : t('Forgot.submit')}
          </Button>
        </form>
      )}
    </CardPage>
  )
}
