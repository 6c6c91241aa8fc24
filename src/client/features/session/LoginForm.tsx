import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { SendForm } from '../../components/SendForm'
import { PasswordField } from '../../components/PasswordField'
import { EmailField } from './EmailField'
import { formOpened, formSubmitAttempted, useDraftFields } from '../forms'
import { selectLoginForm, selectLoginProblem } from './emailForms'
import { loginSubmitted, selectLoginPending, selectSessionError } from './sessionSlice'

/** The email and Remember me are a draft in the store (forms.login); the password is not. */
export function LoginForm() {
  const { t, dispatch } = useView('account')
  const pending = useAppSelector(selectLoginPending)
  const error = useAppSelector(selectSessionError)
  const form = useAppSelector(selectLoginForm)
  const problem = useAppSelector(selectLoginProblem)
  const [password, setPassword] = useState('')
  const { text, change } = useDraftFields('login', form, () =>
    problem ? t(`Validation.${problem}`) : null,
  )
  useEffect(() => {
    // Opens with the remembered email; typing then changes the draft.
    dispatch(formOpened({ form: 'login', draft: form.draft }))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch])
  const submit = () => {
    dispatch(formSubmitAttempted({ form: 'login' }))
    const { email, remember } = form.draft
    if (!problem && password) dispatch(loginSubmitted({ email, password, remember }))
  }
  return (
    <SendForm className={formStyles.form} onSend={submit} noValidate>
      {error ? <Alert tone="error">{t(`Login.errors.${error}`)}</Alert> : null}
      <EmailField {...text('email')} />
      <PasswordField
        label={t('Fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={form.submitted && !password ? t('Validation.required') : null}
        showLabel={t('Fields.showPassword')}
        hideLabel={t('Fields.hidePassword')}
        required
      />
      <Checkbox
        label={t('Login.remember')}
        checked={form.draft.remember}
        onChange={(remember) => change({ remember })}
      />
      <Button type="submit" disabled={pending}>
        {pending ? t('Login.submitting') : t('Login.submit')}
      </Button>
      <Link to={paths.forgotPassword.to()}>{t('Login.forgot')}</Link>
    </SendForm>
  )
}
