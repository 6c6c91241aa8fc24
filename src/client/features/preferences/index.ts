/** The preferences feature's public face: what other features may use of it. */
export {
  languageApplied,
  languageSelected,
  selectChosenLanguage,
  selectLanguage,
  selectTheme,
  themeSelected,
} from './preferencesSlice'
export type { Theme } from './preferencesSlice'
