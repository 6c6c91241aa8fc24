import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Navigate, useSearchParams } from 'react-router'
import { isValidEmail } from '../../../shared/domain/contactRules'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { paths, redirectTarget } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { CardPage } from '../../components/Card'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { PageMeta } from '../../components/PageMeta'
import { PasswordField } from '../../components/PasswordField'
import { TextField } from '../../components/TextField'
import {
  loginSubmitted,
  selectIsAuthenticated,
  selectLoginPending,
  selectRememberedEmail,
  selectSessionError,
} from './sessionSlice'

export default function LoginPage() {
  const { t } = useTranslation('account')
  const dispatch = useAppDispatch()
  const signedIn = useAppSelector(selectIsAuthenticated)
  const pending = useAppSelector(selectLoginPending)
  const error = useAppSelector(selectSessionError)
  const remembered = useAppSelector(selectRememberedEmail)
  const [params] = useSearchParams()
  const [email, setEmail] = useState(remembered ?? '')
  const [password, setPassword] = useState('')
  const [remember, setRemember] = useState(remembered !== null)
  const [checked, setChecked] = useState(false)

  if (signedIn) return <Navigate to={redirectTarget(params)} replace />

  const emailError = !email.trim()
    ? t('Validation.required')
    : !isValidEmail(email)
      ? t('Validation.email')
      : null
  const passwordError = password ? null : t('Validation.required')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (emailError || passwordError) return
    dispatch(loginSubmitted({ email, password, remember }))
  }

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
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {error ? <Alert tone="error">{t(`Login.errors.${error}`)}</Alert> : null}
        <TextField
          label={t('Fields.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={checked ? emailError : null}
          required
        />
        <PasswordField
          label={t('Fields.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={checked ? passwordError : null}
          showLabel={t('Fields.showPassword')}
          hideLabel={t('Fields.hidePassword')}
          required
        />
        <Checkbox label={t('Login.remember')} checked={remember} onChange={setRemember} />
        <Button type="submit" disabled={pending}>
          {pending ? t('Login.submitting') : t('Login.submit')}
        </Button>
        <Link to={paths.forgotPassword.to()}>{t('Login.forgot')}</Link>
      </form>
    </CardPage>
  )
}
