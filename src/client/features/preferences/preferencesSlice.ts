import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages'

export interface PreferencesState {
  language: Language
}

const initialState: PreferencesState = { language: DEFAULT_LANGUAGE }

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    /** The traveller picked a language in the header or menu. */
    languageSelected(state, action: PayloadAction<Language>) {
      state.language = action.payload
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
  },
})

export const { languageSelected } = preferencesSlice.actions
export const { selectLanguage } = preferencesSlice.selectors
