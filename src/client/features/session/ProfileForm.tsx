import { useState, type FormEvent } from 'react'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Profile } from '../../../shared/contract/accounts'
import type { Language } from '../../../shared/domain/languages'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { SelectField } from '../../components/SelectField'
import { TextField } from '../../components/TextField'
import { describeApiError } from '../../lib/apiErrors'
import { useUpdateProfileMutation } from './authApi'
import { draftOf, draftProblems, updateOf, type DraftField, type DraftProblem } from './profileForm'
import styles from './ProfilePage.module.css'

const problemKeys: Record<DraftProblem, AccountKey> = {
  required: 'Validation.required',
  phone: 'Validation.phone',
  date: 'Profile.invalidDate',
  passport: 'Profile.invalidPassport',
  image: 'Profile.invalidImage',
}

const serverProblems: Partial<Record<string, AccountKey>> = {
  INVALID_PHONE: 'Validation.phone',
  INVALID_DATE: 'Profile.invalidDate',
}

type AccountKey = ParseKeys<'account'>

interface ProfileFormProps {
  profile: Profile
  today: string
  onDone(saved: boolean): void
}

export function ProfileForm({ profile, today, onDone }: ProfileFormProps) {
  const { t } = useTranslation('account')
  const [updateProfile, { isLoading, error }] = useUpdateProfileMutation()
  const [draft, setDraft] = useState(() => draftOf(profile))
  const [checked, setChecked] = useState(false)
  const problems = draftProblems(draft, today)

  const field = (name: DraftField, label: AccountKey, extra: object = {}) => {
    const problem = checked ? problems[name] : undefined
    return (
      <TextField
        label={t(label)}
        value={draft[name]}
        onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
        error={problem ? t(problemKeys[problem]) : null}
        {...extra}
      />
    )
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setChecked(true)
    if (Object.keys(problems).length > 0) return
    const result = await updateProfile(updateOf(draft))
    if ('data' in result) onDone(true)
  }

  const { code } = describeApiError(error)
  const saveError = error ? t(serverProblems[code ?? ''] ?? 'Profile.saveFailed') : null

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      {saveError ? <Alert tone="error">{saveError}</Alert> : null}
      <fieldset className={styles.fieldset}>
        <legend>{t('Profile.sections.personal')}</legend>
        <div className={formStyles.row}>
          {field('first_name', 'Profile.fields.firstName', {
            autoComplete: 'given-name',
            required: true,
          })}
          {field('last_name', 'Profile.fields.lastName', {
            autoComplete: 'family-name',
            required: true,
          })}
        </div>
        <div className={formStyles.row}>
          {field('phone', 'Profile.fields.phone', {
            type: 'tel',
            autoComplete: 'tel',
            required: true,
          })}
          <SelectField<Language>
            label={t('Profile.fields.language')}
            value={draft.language_preference}
            onChange={(language_preference) => setDraft({ ...draft, language_preference })}
            options={[
              { value: 'en', label: t('LanguageSwitch.en', { ns: 'common' }) },
              { value: 'es', label: t('LanguageSwitch.es', { ns: 'common' }) },
            ]}
          />
        </div>
        <div className={formStyles.row}>
          {field('date_of_birth', 'Profile.fields.dateOfBirth', {
            type: 'date',
            max: today,
            autoComplete: 'bday',
          })}
          {field('nationality', 'Profile.fields.nationality')}
        </div>
        {field('profile_image_url', 'Profile.fields.profileImage', {
          type: 'url',
          inputMode: 'url',
        })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('Profile.sections.address')}</legend>
        {field('street', 'Profile.fields.street', { autoComplete: 'street-address' })}
        <div className={formStyles.row}>
          {field('city', 'Profile.fields.city', { autoComplete: 'address-level2' })}
          {field('state_province', 'Profile.fields.stateProvince', {
            autoComplete: 'address-level1',
          })}
        </div>
        <div className={formStyles.row}>
          {field('postal_code', 'Profile.fields.postalCode', { autoComplete: 'postal-code' })}
          {field('country', 'Profile.fields.country', { autoComplete: 'country-name' })}
        </div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('Profile.sections.emergency')}</legend>
        <div className={formStyles.row}>
          {field('emergency_name', 'Profile.fields.emergencyName')}
          {field('emergency_phone', 'Profile.fields.emergencyPhone', { type: 'tel' })}
        </div>
        {field('emergency_relationship', 'Profile.fields.emergencyRelationship')}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('Profile.sections.travel')}</legend>
        {field('passport_number', 'Profile.fields.passportNumber', { autoComplete: 'off' })}
        <Checkbox
          label={t('Profile.fields.marketing')}
          checked={draft.marketing}
          onChange={(marketing) => setDraft({ ...draft, marketing })}
        />
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? t('Profile.saving') : t('Profile.save')}
        </Button>
        <Button variant="secondary" onClick={() => onDone(false)}>
          {t('Profile.cancel')}
        </Button>
      </div>
    </form>
  )
}
