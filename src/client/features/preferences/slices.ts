/** The preferences' part of the store, for app/ to assemble: its slice and what it keeps. */
export {
  languageApplied,
  PERSISTED_PREFERENCE_FIELDS,
  preferencesSlice,
  selectChosenLanguage,
  selectLanguage,
  type Theme,
} from './preferencesSlice'
export { preferencesLayout, PREFERENCES_VERSION } from './preferencesPersistence'
