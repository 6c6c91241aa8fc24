import { useState } from 'react'
import { Trans } from 'react-i18next'
import { Link } from 'react-router'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { SendForm } from '../../components/SendForm'
import { TextField } from '../../components/TextField'
import { formSubmitAttempted, useDraftFields, type Passwords } from '../forms'
import { EmailField } from './EmailField'
import { LanguageSelect } from './LanguageSelect'
import { NewPasswordFields } from './NewPasswordFields'
import { selectSignupForm, selectSignupProblems, type SignupField } from './signupForm'

const name = (part: 'given' | 'family') => ({ autoComplete: `${part}-name`, required: true })
const PHONE = { type: 'tel', autoComplete: 'tel', required: true }

/** The sign-up form: everything but the passwords is a draft in the store. */
export function SignupForm() {
  const { t, dispatch, language } = useView('account')
  const form = useAppSelector(selectSignupForm)
  const problems = useAppSelector(selectSignupProblems)
  // The passwords never reach the store: they ride only on the submit action.
  const [passwords, setPasswords] = useState<Passwords>({ password: '', confirmation: '' })
  const message = (field: SignupField) =>
    problems[field] ? t(`Validation.${problems[field]}`) : null
  const { text, change } = useDraftFields('signup', form, message)
  const { draft, submitted, status, error } = form
  const submit = () => dispatch(formSubmitAttempted({ form: 'signup', passwords }))
  const legal = <Link to={paths.legal.to(language)} />
  return (
    <SendForm className={formStyles.form} onSend={submit} noValidate>
      {error ? <Alert tone="error">{t(`Signup.${error as 'failed'}`)}</Alert> : null}
      <div className={formStyles.row}>
        <TextField label={t('Fields.firstName')} {...text('first_name')} {...name('given')} />
        <TextField label={t('Fields.lastName')} {...text('last_name')} {...name('family')} />
      </div>
      <div className={formStyles.row}>
        <EmailField {...text('email')} />
        <TextField label={t('Fields.phone')} {...text('phone')} {...PHONE} />
      </div>
      <NewPasswordFields
        label="Fields.password"
        password={passwords.password}
        confirmation={passwords.confirmation}
        onPassword={(password) => setPasswords({ ...passwords, password })}
        onConfirmation={(confirmation) => setPasswords({ ...passwords, confirmation })}
        checked={submitted}
      />
      <LanguageSelect
        label={t('Fields.language')}
        value={draft.language_preference}
        onChange={(language_preference) => change({ language_preference })}
      />
      <Checkbox
        checked={draft.data_consent}
        onChange={(data_consent) => change({ data_consent })}
        error={submitted ? message('data_consent') : null}
        required
        label={<Trans t={t} i18nKey="Signup.consentData" components={{ legal }} />}
      />
      <Checkbox
        checked={draft.marketing}
        onChange={(marketing) => change({ marketing })}
        label={t('Signup.consentMarketing')}
      />
      <Button type="submit" disabled={status === 'sending'}>
        {status === 'sending' ? t('Signup.submitting') : t('Signup.submit')}
      </Button>
    </SendForm>
  )
}
