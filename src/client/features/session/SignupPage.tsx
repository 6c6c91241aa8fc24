import { useState, type FormEvent } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, Navigate } from 'react-router'
import type { SignupRequest } from '../../../shared/contract/accounts'
import { isValidEmail, isValidPhone } from '../../../shared/domain/contactRules'
import type { Language } from '../../../shared/domain/languages'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { ButtonLink } from '../../components/ButtonLink'
import { CardPage } from '../../components/Card'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { PageMeta } from '../../components/PageMeta'
import { SelectField } from '../../components/SelectField'
import { TextField } from '../../components/TextField'
import { describeApiError } from '../../lib/apiErrors'
import { selectLanguage } from '../preferences'
import { useSignUpMutation } from './authApi'
import { selectIsAuthenticated } from './sessionSlice'
import { NewPasswordFields } from './NewPasswordFields'
import { usePasswordChecks } from './usePasswordChecks'

export default function SignupPage() {
  const { t } = useTranslation('account')
  const language = useAppSelector(selectLanguage)
  const signedIn = useAppSelector(selectIsAuthenticated)
  const [signUp, { isLoading, isSuccess, isError, error, reset }] = useSignUpMutation()
  const [form, setForm] = useState({ first_name: '', last_name: '', email: '', phone: '' })
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [preferred, setPreferred] = useState<Language>(language)
  const [dataConsent, setDataConsent] = useState(false)
  const [marketing, setMarketing] = useState(false)
  const [checked, setChecked] = useState(false)
  const { passwordError, confirmationError } = usePasswordChecks(password, confirmation)

  if (signedIn) return <Navigate to={paths.search.to()} replace />

  const required = (value: string) => (value.trim() ? null : t('Validation.required'))
  const errors = {
    first_name: required(form.first_name),
    last_name: required(form.last_name),
    email: required(form.email) ?? (isValidEmail(form.email) ? null : t('Validation.email')),
    phone: required(form.phone) ?? (isValidPhone(form.phone) ? null : t('Validation.phone')),
    password: passwordError,
    confirmation: confirmationError,
    consent: dataConsent ? null : t('Validation.consentRequired'),
  }
  const shown = (key: keyof typeof errors) => (checked ? errors[key] : null)
  const field = (key: keyof typeof form) => ({
    value: form[key],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [key]: event.target.value })),
    error: shown(key),
    required: true,
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (Object.values(errors).some(Boolean)) return
    reset()
    const request: SignupRequest = {
      ...form,
      email: form.email.trim(),
      password,
      language_preference: preferred,
      legitimate_data_processing_consent: true,
      marketing_consent: marketing,
    }
    void signUp(request)
  }

  const meta = <PageMeta title={t('Signup.title')} description={t('Signup.metaDescription')} />

  if (isSuccess) {
    return (
      <CardPage title={t('Signup.successTitle')}>
        {meta}
        <Alert tone="success">{t('Signup.successBody', { email: form.email.trim() })}</Alert>
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
      <form className={formStyles.form} onSubmit={submit} noValidate>
        {isError ? (
          <Alert tone="error">
            {describeApiError(error).status === 429 ? t('Signup.rateLimited') : t('Signup.failed')}
          </Alert>
        ) : null}
        <div className={formStyles.row}>
          <TextField
            label={t('Fields.firstName')}
            autoComplete="given-name"
            {...field('first_name')}
          />
          <TextField
            label={t('Fields.lastName')}
            autoComplete="family-name"
            {...field('last_name')}
          />
        </div>
        <div className={formStyles.row}>
          <TextField
            label={t('Fields.email')}
            type="email"
            autoComplete="email"
            {...field('email')}
          />
          <TextField label={t('Fields.phone')} type="tel" autoComplete="tel" {...field('phone')} />
        </div>
        <NewPasswordFields
          label="Fields.password"
          password={password}
          confirmation={confirmation}
          onPassword={setPassword}
          onConfirmation={setConfirmation}
          checked={checked}
        />
        <SelectField<Language>
          label={t('Fields.language')}
          value={preferred}
          onChange={setPreferred}
          options={[
            { value: 'en', label: t('LanguageSwitch.en', { ns: 'common' }) },
            { value: 'es', label: t('LanguageSwitch.es', { ns: 'common' }) },
          ]}
        />
        <Checkbox
          checked={dataConsent}
          onChange={setDataConsent}
          error={shown('consent')}
          required
          label={
            <Trans
              t={t}
              i18nKey="Signup.consentData"
              components={{ legal: <Link to={paths.legal.to(language)} /> }}
            />
          }
        />
        <Checkbox
          checked={marketing}
          onChange={setMarketing}
          label={t('Signup.consentMarketing')}
        />
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('Signup.submitting') : t('Signup.submit')}
        </Button>
      </form>
    </CardPage>
  )
}
