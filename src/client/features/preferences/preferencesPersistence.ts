import { isSupportedLanguage } from '../../../shared/domain/languages'
import type { KeyLayout } from '../../lib/persistence/webStorage'
import { THEMES, type StoredPreferences, type Theme } from './preferencesSlice'

/** Both keys have been kept as they are since the first release. */
export const PREFERENCES_VERSION = 1

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme)

/**
 * Records and storage (docs/product.md): keys in local storage: `language` (en or es, only once the
 * traveller picked it) and
 * `theme` (light or dark; absent follows the system). The page's inline script in index.html
 * reads `theme` before the first paint.
 */
export const preferencesLayout: KeyLayout<StoredPreferences> = {
  keys: { language: 'local', theme: 'local' },
  read(stored) {
    const language = stored.get('local', 'language')
    const theme = stored.get('local', 'theme')
    if (language === null && theme === null) return undefined
    if (language !== null && !isSupportedLanguage(language)) stored.discard('local', 'language')
    if (theme !== null && !isTheme(theme)) stored.discard('local', 'theme')
    return {
      chosenLanguage: isSupportedLanguage(language) ? language : null,
      theme: isTheme(theme) ? theme : 'system',
      _persist: { version: PREFERENCES_VERSION, rehydrated: false },
    }
  },
  write: ({ chosenLanguage, theme }) => ({
    language: chosenLanguage ?? null,
    theme: theme === 'system' ? null : theme,
  }),
}
