import { useEffect, type FormEvent } from 'react'
import { Link, Navigate } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { CardPage } from '../../components/Card'
import formStyles from '../../components/Form.module.css'
import { PageMeta } from '../../components/PageMeta'
import { EmailField } from './EmailField'
import { formOpened, formSubmitAttempted, useDraftFields } from '../forms'
import { selectForgotForm, selectForgotProblem } from './emailForms'
import { selectIsAuthenticated } from './sessionSlice'
import { useView } from '../../app/useView'

/** /forgot-password: the email is a draft in the store (forms.forgot); a listener sends it. */
export default function ForgotPasswordPage() {
  const { t, dispatch } = useView('account')
  const signedIn = useAppSelector(selectIsAuthenticated)
  const form = useAppSelector(selectForgotForm)
  const problem = useAppSelector(selectForgotProblem)
  const { text } = useDraftFields('forgot', form, () =>
    problem ? t(`Validation.${problem}`) : null,
  )
  useEffect(() => void dispatch(formOpened({ form: 'forgot', draft: { email: '' } })), [dispatch])

  if (signedIn) return <Navigate to={paths.search.to()} replace />
  const submit = (event: FormEvent) => {
    event.preventDefault()
    dispatch(formSubmitAttempted({ form: 'forgot' }))
  }
  const sending = form.status === 'sending'
  return (
    <CardPage
      title={t('Forgot.title')}
      lead={t('Forgot.lead')}
      footer={<Link to={paths.login.to()}>{t('Forgot.backToLogin')}</Link>}
    >
      <PageMeta title={t('Forgot.title')} />
      {form.status === 'sent' ? (
        <Alert tone="success">{t('Forgot.sent')}</Alert>
      ) : (
        <form className={formStyles.form} onSubmit={submit} noValidate>
          {form.error ? <Alert tone="error">{t('Forgot.failed')}</Alert> : null}
          <EmailField {...text('email')} />
          <Button type="submit" disabled={sending}>
            {sending ? t('Forgot.submitting') : t('Forgot.submit')}
          </Button>
        </form>
      )}
    </CardPage>
  )
}
