import { useTranslation } from 'react-i18next'
import type { Language } from '../../../shared/domain/languages'
import { SelectField } from '../../components/SelectField'

interface LanguageSelectProps {
  label: string
  value: Language
  onChange(language: Language): void
}

/** The account's language, English or Spanish (sign-up and profile). */
export function LanguageSelect(props: LanguageSelectProps) {
  const { t } = useTranslation('common')
  const options = [
    { value: 'en' as const, label: t('LanguageSwitch.en') },
    { value: 'es' as const, label: t('LanguageSwitch.es') },
  ]
  return <SelectField<Language> {...props} options={options} />
}
