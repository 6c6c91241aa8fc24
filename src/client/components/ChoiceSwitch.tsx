import type { ReactNode } from 'react'
import styles from './LanguageSwitch.module.css'

/** What a switch of named choices takes: the language and theme switches. */
export interface NamedChoiceSwitchProps<Choice extends string> {
  value: Choice
  /** Group label, e.g. "Language". */
  label: string
  /** What each choice is called (a language: in that language). */
  names: Record<Choice, string>
  onChange(choice: Choice): void
}

interface ChoiceSwitchProps<Choice extends string> extends Omit<
  NamedChoiceSwitchProps<Choice>,
  'names'
> {
  choices: readonly Choice[]
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
