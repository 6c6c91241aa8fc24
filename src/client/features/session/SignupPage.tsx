import { useEffect } from 'react'
import { Link, Navigate } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { ButtonLink } from '../../components/ButtonLink'
import { CardPage } from '../../components/Card'
import { PageMeta } from '../../components/PageMeta'
import { formOpened } from '../forms'
import { selectIsAuthenticated } from './sessionSlice'
import { SignupForm } from './SignupForm'
import { selectSignupForm, signupDraftFor } from './signupForm'
import { useView } from '../../app/useView'

/** /signup: the form's draft and its messages live in the store (forms.signup). */
export default function SignupPage() {
  const { t, dispatch, language } = useView('account')
  const signedIn = useAppSelector(selectIsAuthenticated)
  const { status, draft } = useAppSelector(selectSignupForm)
  useEffect(() => {
    dispatch(formOpened({ form: 'signup', draft: signupDraftFor(language) }))
    // Opens once per visit; a language switch meanwhile keeps what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch])

  if (signedIn) return <Navigate to={paths.search.to()} replace />
  const meta = <PageMeta title={t('Signup.title')} description={t('Signup.metaDescription')} />
  if (status === 'sent') {
    return (
      <CardPage title={t('Signup.successTitle')}>
        {meta}
        <Alert tone="success">{t('Signup.successBody', { email: draft.email.trim() })}</Alert>
        <p>
          <ButtonLink to={paths.login.to()}>{t('Signup.successLogin')}</ButtonLink>
        </p>
      </CardPage>
    )
  }
  return (
    <CardPage
      wide
      title={t('Signup.title')}
      lead={t('Signup.lead')}
      footer={
        <>
          {t('Signup.haveAccount')} <Link to={paths.login.to()}>{t('Signup.loginLink')}</Link>
        </>
      }
    >
      {meta}
      <SignupForm />
    </CardPage>
  )
}
