import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { ButtonLink } from '../../components/ButtonLink'
import { CardPage } from '../../components/Card'
import { PageMeta } from '../../components/PageMeta'
import { useResetPasswordMutation } from './authApi'
import { ResetPasswordForm } from './ResetPasswordForm'
import { selectIsAuthenticated } from './sessionSlice'

export default function ResetPasswordPage() {
  const { t } = useTranslation('account')
  const signedIn = useAppSelector(selectIsAuthenticated)
  const [params] = useSearchParams()
  const navigate = useNavigate()
  // The token is kept in memory and taken out of the address bar, history and referrers.
  const [token] = useState(() => params.get('token'))
  const [resetPassword, { isLoading, isSuccess, error }] = useResetPasswordMutation()

  useEffect(() => {
    if (params.has('token')) void navigate(paths.resetPassword.to(), { replace: true })
  }, [params, navigate])

  if (signedIn) return <Navigate to={paths.search.to()} replace />
  const requestNew = <Link to={paths.forgotPassword.to()}>{t('Reset.requestNew')}</Link>

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
        <ResetPasswordForm
          onReset={(password) => void resetPassword({ token, new_password: password })}
          sending={isLoading}
          error={error}
          requestNew={requestNew}
        />
      )}
    </CardPage>
  )
}
