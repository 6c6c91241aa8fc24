import { SUPPORTED_LANGUAGES, type Language } from '../../shared/domain/languages'
import styles from './LanguageSwitch.module.css'

interface LanguageSwitchProps {
  value: Language
  /** Group label, e.g. "Language". */
  label: string
  /** Full name of each language, in that language. */
  names: Record<Language, string>
  onChange(language: Language): void
}

/** EN / ES toggle: short codes on screen, followed by the full name for assistive technology. */
export function LanguageSwitch({ value, label, names, onChange }: LanguageSwitchProps) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {SUPPORTED_LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          className={styles.option}
          aria-pressed={language === value}
          onClick={() => onChange(language)}
        >
          {language.toUpperCase()}
          <span className="visually-hidden"> {names[language]}</span>
        </button>
      ))}
    </div>
  )
}
