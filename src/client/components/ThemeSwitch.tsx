import type { Theme } from '../features/preferences'
import { ChoiceSwitch, type NamedChoiceSwitchProps } from './ChoiceSwitch'

const THEME_CHOICES: readonly Theme[] = ['light', 'dark', 'system']

/** Light / Dark / System toggle, in the style of the language switch. */
export function ThemeSwitch({ names, ...props }: NamedChoiceSwitchProps<Theme>) {
  return <ChoiceSwitch {...props} choices={THEME_CHOICES} content={(theme) => names[theme]} />
}
