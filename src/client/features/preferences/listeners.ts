/** The listeners the preferences starts in the store, for app/ to assemble. */
export { addPreferencesListeners } from './preferencesListeners'
