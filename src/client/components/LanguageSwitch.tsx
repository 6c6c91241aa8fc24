import { SUPPORTED_LANGUAGES, type Language } from '../../shared/domain/languages'
import { ChoiceSwitch, type NamedChoiceSwitchProps } from './ChoiceSwitch'

/** EN / ES toggle: short codes on screen, followed by the full name for assistive technology. */
export function LanguageSwitch({ names, ...props }: NamedChoiceSwitchProps<Language>) {
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
