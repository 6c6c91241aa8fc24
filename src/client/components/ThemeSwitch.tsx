import type { Theme } from '../features/preferences'
import styles from './LanguageSwitch.module.css'

const THEME_CHOICES: readonly Theme[] = ['light', 'dark', 'system']

interface ThemeSwitchProps {
  value: Theme
  /** Group label, e.g. "Colours". */
  label: string
  /** What each choice is called on screen. */
  names: Record<Theme, string>
  onChange(theme: Theme): void
}

/** Light / Dark / System toggle, in the style of the language switch. */
export function ThemeSwitch({ value, label, names, onChange }: ThemeSwitchProps) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {THEME_CHOICES.map((theme) => (
        <button
          key={theme}
          type="button"
          className={styles.option}
          aria-pressed={theme === value}
          onClick={() => onChange(theme)}
        >
          {names[theme]}
        </button>
      ))}
    </div>
  )
}
