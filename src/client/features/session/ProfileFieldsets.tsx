import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Checkbox } from '../../components/Checkbox'
import formStyles from '../../components/Form.module.css'
import { TextField } from '../../components/TextField'
import { LanguageSelect } from './LanguageSelect'
import type { DraftField, ProfileDraft } from './profileForm'
import styles from './ProfilePage.module.css'

interface ProfileFieldsetsProps {
  draft: ProfileDraft
  /** The latest date of birth. */
  today?: string
  text(field: DraftField): { value: string; onChange(event: { target: { value: string } }): void }
  change(changes: Partial<ProfileDraft>): void
}

/** The profile's fields in their four sections. */
export function ProfileFieldsets({ draft, today, text, change }: ProfileFieldsetsProps) {
  const { t } = useTranslation('account')
  const field = (name: DraftField, label: ParseKeys<'account'>, extra: object = {}) => (
    <TextField label={t(label)} {...text(name)} {...extra} />
  )
  return (
    <>
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
          <LanguageSelect
            label={t('Profile.fields.language')}
            value={draft.language_preference}
            onChange={(language_preference) => change({ language_preference })}
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
          onChange={(marketing) => change({ marketing })}
        />
      </fieldset>
    </>
  )
}
