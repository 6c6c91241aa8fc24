import type { Theme } from '../features/preferences'
import { ChoiceSwitch } from './ChoiceSwitch'

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
export function ThemeSwitch({ names, ...props }: ThemeSwitchProps) {
  return <ChoiceSwitch {...props} choices={THEME_CHOICES} content={(theme) => names[theme]} />
}
