import { ThemeSwitch } from '../../components/ThemeSwitch'
import { useAppSelector } from '../../app/hooks'
import { selectTheme, themeSelected } from '../preferences'
import { useView } from '../../app/useView'

/** The menus' light, dark or follow-the-system switch (kept under `theme`). */
export function ThemeChoice() {
  const { t, dispatch } = useView('account')
  const theme = useAppSelector(selectTheme)
  return (
    <ThemeSwitch
      value={theme}
      label={t('ThemeSwitch.label')}
      names={{
        light: t('ThemeSwitch.light'),
        dark: t('ThemeSwitch.dark'),
        system: t('ThemeSwitch.system'),
      }}
      onChange={(next) => dispatch(themeSelected(next))}
    />
  )
}
