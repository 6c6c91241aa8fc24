import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { ButtonLink } from '../../components/ButtonLink'
import { CardPage } from '../../components/Card'
import formStyles from '../../components/Form.module.css'
import { PageMeta } from '../../components/PageMeta'
import { useResetPasswordMutation } from './authApi'
import { resetFailure } from './resetErrors'
import { selectIsAuthenticated } from './sessionSlice'
import { NewPasswordFields } from './NewPasswordFields'
import { usePasswordChecks } from './usePasswordChecks'

export default function ResetPasswordPage() {
  const { t } = useTranslation('account')
  const signedIn = useAppSelector(selectIsAuthenticated)
  const [params] = useSearchParams()
  const navigate = useNavigate()
  // The token is kept in memory and taken out of the address bar, history and referrers.
  const [token] = useState(() => params.get('token'))
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation()
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [checked, setChecked] = useState(false)
  const { passwordError, confirmationError } = usePasswordChecks(password, confirmation)

  useEffect(() => {
    if (params.has('token')) void navigate(paths.resetPassword.to(), { replace: true })
  }, [params, navigate])

  if (signedIn) return <Navigate to={paths.search.to()} replace />

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (!token || passwordError || confirmationError) return
    void resetPassword({ token, new_password: password })
  }

  const requestNew = <Link to={paths.forgotPassword.to()}>{t('Reset.requestNew')}</Link>
  const failure = error ? resetFailure(error) : null

  return (
    <CardPage title={t('Reset.title')} lead={isSuccess ? undefined : t('Reset.lead')}>
      <PageMeta title={t('Reset.title')} />
      <meta name="referrer" content="no-referrer" />
      {isSuccess ? (
        <>
          <Alert tone="success">{t('Reset.success')}</Alert>
          <p>
            <ButtonLink to={paths.login.to()}>{t('Reset.loginLink')}</ButtonLink>
          </p>
        </>
      ) : !token ? (
        <Alert tone="error">
          {t('Reset.missingToken')} {requestNew}
        </Alert>
      ) : (
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
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('Reset.submitting') : t('Reset.submit')}
          </Button>
        </form>
      )}
    </CardPage>
  )
}
