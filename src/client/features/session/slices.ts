/**
 * The session's part of the store, for app/ to assemble: its slice, the tokens the API sends and
 * renews, and what it keeps.
 */
export {
  PERSISTED_SESSION_FIELDS,
  refreshRequested,
  selectAccessToken,
  selectIsAuthenticated,
  selectProfileSummary,
  sessionCleared,
  sessionSlice,
  sessionStarted,
  tokensRefreshed,
} from './sessionSlice'
export {
  sessionLayout,
  sessionMigrations,
  SESSION_VERSION,
  storedSessionOwner,
} from './sessionPersistence'
