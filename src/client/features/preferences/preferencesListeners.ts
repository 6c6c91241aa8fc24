import { storageKeys } from '../../lib/storage'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { languageSelected } from './preferencesSlice'

export function addPreferencesListeners(startAppListening: AppStartListening) {
  // A chosen language is remembered (spec 3 key `language`) and the interface switches to it.
  startAppListening({
    actionCreator: languageSelected,
    effect: async (action, { extra }) => {
      extra.localStore.set(storageKeys.language, action.payload)
      await extra.changeLanguage(action.payload)
    },
  })
}
