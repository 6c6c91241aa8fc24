import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { Profile } from '../../../shared/contract/accounts'
import styles from './ProfilePage.module.css'

type Row = [ParseKeys<'account'>, string | null]

/** The profile, read only, in sections. */
export function ProfileDetails({ profile, language }: { profile: Profile; language: string }) {
  const { t } = useTranslation('account')
  const since = new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(
    new Date(profile.customer_since),
  )
  const sections: [ParseKeys<'account'>, Row[]][] = [
    [
      'Profile.sections.personal',
      [
        ['Profile.fields.firstName', profile.first_name],
        ['Profile.fields.lastName', profile.last_name],
        ['Profile.fields.phone', profile.phone],
        [
          'Profile.fields.language',
          t(`LanguageSwitch.${profile.language_preference}`, { ns: 'common' }),
        ],
        ['Profile.fields.dateOfBirth', profile.date_of_birth],
        ['Profile.fields.nationality', profile.nationality],
      ],
    ],
    [
      'Profile.sections.address',
      [
        ['Profile.fields.street', profile.address.street],
        ['Profile.fields.city', profile.address.city],
        ['Profile.fields.stateProvince', profile.address.state_province],
        ['Profile.fields.postalCode', profile.address.postal_code],
        ['Profile.fields.country', profile.address.country],
      ],
    ],
    [
      'Profile.sections.emergency',
      [
        ['Profile.fields.emergencyName', profile.emergency_contact.name],
        ['Profile.fields.emergencyPhone', profile.emergency_contact.phone],
        ['Profile.fields.emergencyRelationship', profile.emergency_contact.relationship],
      ],
    ],
    ['Profile.sections.travel', [['Profile.fields.passportNumber', profile.passport_number]]],
    [
      'Profile.sections.account',
      [
        ['Profile.fields.email', profile.email],
        ['Profile.fields.role', t(`Profile.roles.${profile.role}`)],
        ['Profile.fields.customerSince', since],
        [
          'Profile.fields.marketing',
          profile.consents.marketing ? t('Profile.yes') : t('Profile.no'),
        ],
      ],
    ],
  ]
  return (
    <>
      {sections.map(([title, rows]) => (
        <section key={title} className={styles.section}>
          <h2>{t(title)}</h2>
          <dl className={styles.list}>
            {rows.map(([label, value]) => (
              <div key={label} className={styles.row}>
                <dt>{t(label)}</dt>
                <dd>{value || t('Profile.notSet')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </>
  )
}
