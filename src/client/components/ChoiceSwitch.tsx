import type { ReactNode } from 'react'
import styles from './LanguageSwitch.module.css'

interface ChoiceSwitchProps<Choice extends string> {
  choices: readonly Choice[]
  value: Choice
  /** Group label, e.g. "Language". */
  label: string
  onChange(choice: Choice): void
  /** What the button of a choice says. */
  content(choice: Choice): ReactNode
  /** The language of that text, when it is not the page's. */
  lang?(choice: Choice): string
}

/** A row of toggle buttons, one pressed: the language and theme switches. */
export function ChoiceSwitch<Choice extends string>({
  choices,
  value,
  label,
  onChange,
  content,
  lang,
}: ChoiceSwitchProps<Choice>) {
  return (
    <div className={styles.switch} role="group" aria-label={label}>
      {choices.map((choice) => (
        <button
          key={choice}
          type="button"
          lang={lang?.(choice)}
          className={styles.option}
          aria-pressed={choice === value}
          onClick={() => onChange(choice)}
        >
          {content(choice)}
        </button>
      ))}
    </div>
  )
}
