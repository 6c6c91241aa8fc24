import { skipToken } from '@reduxjs/toolkit/query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { ButtonLink } from '../../components/ButtonLink'
import { CardPage } from '../../components/Card'
import { PageMeta } from '../../components/PageMeta'
import { describeApiError } from '../../lib/apiErrors'
import { useActivateAccountQuery } from './authApi'

/**
 * /activate?code=...: docs/product.md (Error catalogue) says 400 or 304 mean "already used or
 * invalid".
 */
export default function ActivationPage() {
  const { t } = useTranslation('account')
  const [params] = useSearchParams()
  const navigate = useNavigate()
  // The code is kept in memory and taken out of the address bar, history and referrers.
  const [code] = useState(() => params.get('code'))
  useEffect(() => {
    if (params.has('code')) void navigate(paths.activate.to(), { replace: true })
  }, [params, navigate])
  const { isSuccess, isError, isFetching, error, refetch } = useActivateAccountQuery(
    code ?? skipToken,
  )
  const { status } = describeApiError(error)
  const invalid = !code || (isError && (status === 400 || status === 304))

  return (
    <CardPage title={t('Activation.title')}>
      <PageMeta title={t('Activation.title')} />
      <meta name="referrer" content="no-referrer" />
      {invalid ? (
        <Alert tone="error">{t('Activation.invalid')}</Alert>
      ) : isError ? (
        <>
          <Alert tone="error">{t('Activation.failed')}</Alert>
          <p>
            <Button onClick={() => void refetch()} disabled={isFetching}>
              {t('Activation.retry')}
            </Button>
          </p>
        </>
      ) : isSuccess ? (
        <>
          <Alert tone="success">{t('Activation.success')}</Alert>
          <p>
            <ButtonLink to={paths.login.to()}>{t('Activation.loginLink')}</ButtonLink>
          </p>
        </>
      ) : (
        <p role="status">{t('Activation.activating')}</p>
      )}
    </CardPage>
  )
}
