import { useTranslation } from 'react-i18next'
import { Link, Navigate, useSearchParams } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths, redirectTarget } from '../../app/paths'
import { CardPage } from '../../components/Card'
import { PageMeta } from '../../components/PageMeta'
import { LoginForm } from './LoginForm'
import { selectIsAuthenticated } from './sessionSlice'

export default function LoginPage() {
  const { t } = useTranslation('account')
  const signedIn = useAppSelector(selectIsAuthenticated)
  const [params] = useSearchParams()
  if (signedIn) return <Navigate to={redirectTarget(params)} replace />
  return (
    <CardPage
      title={t('Login.title')}
      lead={t('Login.lead')}
      footer={
        <>
          {t('Login.noAccount')} <Link to={paths.signup.to()}>{t('Login.signupLink')}</Link>
        </>
      }
    >
      <PageMeta title={t('Login.title')} description={t('Login.metaDescription')} />
      <LoginForm />
    </CardPage>
  )
}
