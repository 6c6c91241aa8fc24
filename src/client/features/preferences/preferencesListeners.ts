import { isAnyOf } from '@reduxjs/toolkit'
import type { AppStartListening } from '../../app/listenerMiddleware'
import {
  isPreferencesRehydration,
  languageApplied,
  languageSelected,
  selectLanguage,
  selectTheme,
  themeSelected,
} from './preferencesSlice'

export function addPreferencesListeners(startAppListening: AppStartListening) {
  // The interface switches to the language of the visit (kept under `language` when picked).
  startAppListening({
    matcher: isAnyOf(languageSelected, languageApplied),
    effect: async (_action, { getState, extra }) => {
      await extra.changeLanguage(selectLanguage(getState()))
    },
  })

  // The page takes the chosen colours (the inline script already applied a stored choice).
  startAppListening({
    matcher: isAnyOf(themeSelected, isPreferencesRehydration),
    effect: (_action, { getState, extra }) => {
      extra.applyTheme(selectTheme(getState()))
    },
  })
}
