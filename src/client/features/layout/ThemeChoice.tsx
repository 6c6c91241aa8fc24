import { useTranslation } from 'react-i18next'
import { ThemeSwitch } from '../../components/ThemeSwitch'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import { selectTheme, themeSelected } from '../preferences'

/** The menus' light, dark or follow-the-system switch (kept under `theme`). */
export function ThemeChoice() {
  const { t } = useTranslation('account')
  const dispatch = useAppDispatch()
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
