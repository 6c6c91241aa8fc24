import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/domain/languages'
import { rehydrationOf } from '../../app/rehydration'

/** Light, dark, or whatever the device's system setting says. */
export const THEMES = ['light', 'dark', 'system'] as const
export type Theme = (typeof THEMES)[number]

export interface PreferencesState {
  /** The interface language of this visit. */
  language: Language
  /** The language the traveller picked on this device (kept under `language`), if any. */
  chosenLanguage?: Language | null
  /** Whether they picked it during this visit (not kept): signing in, it becomes the account's. */
  pickedNow?: boolean
  /** The colours the traveller picked (kept under `theme`); the system's until they pick. */
  theme?: Theme
}

/** What the device keeps between visits (preferencesPersistence.ts). */
export const PERSISTED_PREFERENCE_FIELDS = [
  'chosenLanguage',
  'theme',
] as const satisfies (keyof PreferencesState)[]

export type StoredPreferences = Required<
  Pick<PreferencesState, (typeof PERSISTED_PREFERENCE_FIELDS)[number]>
>

export const isPreferencesRehydration = rehydrationOf<StoredPreferences>('preferences')

const initialState: PreferencesState = {
  language: DEFAULT_LANGUAGE,
  chosenLanguage: null,
  theme: 'system',
}

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    /** The traveller picked a language in the header or menu: this device keeps it. */
    languageSelected(state, action: PayloadAction<Language>) {
      state.language = action.payload
      state.chosenLanguage = action.payload
      state.pickedNow = true
    },
    /**
     * The interface settled on a language nobody picked on this device: at start-up (a `?lang=`
     * link, the account's, the device's choice or the browser's) or the account's, at sign-in or
     * when a session refresh finds it changed on another device.
     */
    languageApplied(state, action: PayloadAction<Language>) {
      state.language = action.payload
    },
    /** The traveller picked light, dark or the system's colours in a menu. */
    themeSelected(state, action: PayloadAction<Theme>) {
      state.theme = action.payload
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isPreferencesRehydration, (state, { payload }) => {
      if (!payload) return
      state.chosenLanguage = payload.chosenLanguage
      state.theme = payload.theme
    })
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectChosenLanguage: (state) => state.chosenLanguage ?? null,
    selectTheme: (state): Theme => state.theme ?? 'system',
  },
})

export const { languageSelected, languageApplied, themeSelected } = preferencesSlice.actions
export const { selectLanguage, selectChosenLanguage, selectTheme } = preferencesSlice.selectors
