/** The session feature's public face: what other features may use of it. */
export { authApi, useGetProfileQuery } from './authApi'
export { initialsOf } from './initials'
export {
  loggedIn,
  logoutRequested,
  selectIsAdmin,
  selectIsAuthenticated,
  selectIsModerator,
  selectIsUser,
  selectProfileSummary,
  selectSessionRenewing,
  selectSessionUser,
  sessionCleared,
} from './sessionSlice'
