import { SUPPORTED_LANGUAGES, type Language } from '../../shared/domain/languages'
import { ChoiceSwitch } from './ChoiceSwitch'

interface LanguageSwitchProps {
  value: Language
  /** Group label, e.g. "Language". */
  label: string
  /** Full name of each language, in that language. */
  names: Record<Language, string>
  onChange(language: Language): void
}

/** EN / ES toggle: short codes on screen, followed by the full name for assistive technology. */
export function LanguageSwitch({ names, ...props }: LanguageSwitchProps) {
  return (
    <ChoiceSwitch
      {...props}
      choices={SUPPORTED_LANGUAGES}
      lang={(language) => language}
      content={(language) => (
        <>
          {language.toUpperCase()}
          <span className="visually-hidden"> {names[language]}</span>
        </>
      )}
    />
  )
}
