import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import formStyles from '../../components/Form.module.css'
import { selectContactMessages } from './checkoutSelectors'
import { CONTACT_FIELDS, contactFieldId } from './contactFields'
import type { ContactField } from './contactForm'

/** After Continue: every field to fix, each a link to its field. */
export function ContactProblems() {
  const { t } = useTranslation('checkout')
  const messages = Object.entries(useAppSelector(selectContactMessages)) as [ContactField, string][]
  if (messages.length === 0) return null
  return (
    <div
      className={`${formStyles.alert} ${formStyles.alertError}`}
      aria-labelledby="contact-problems"
    >
      <p id="contact-problems">{t('Form.problems', { count: messages.length })}</p>
      <ul>
        {messages.map(([name, code]) => (
          <li key={name}>
            <a href={`#${contactFieldId('checkout', name)}`}>
              {`${t(CONTACT_FIELDS[name].label)}: ${t(`Validation.${code as 'INVALID_PHONE'}`)}`}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
