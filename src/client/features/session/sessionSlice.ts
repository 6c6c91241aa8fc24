import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Role } from '../../../shared/domain/constants'
import type { Language } from '../../../shared/domain/languages'
import type { StoredSession } from './sessionStorage'

export interface SessionUser {
  id: string
  role: Role
}

/** What the header shows, cached under `user_profile` between visits. */
export interface ProfileSummary {
  first_name: string
  last_name: string
  email: string
  language_preference: Language
  profile_image_url: string | null
}

/** Why the traveller is not (or no longer) signed in; the login page translates these. */
export type SessionError =
  | 'invalid_credentials'
  | 'not_activated'
  | 'rate_limited'
  | 'login_failed'
  | 'authentication_failed'

/** Spec 3 auth state (authenticated, user, error) plus what the session machine tracks. */
export interface SessionState {
  authenticated: boolean
  user: SessionUser | null
  error: SessionError | null
  /** When the access token counts as expired: created + expires_in (ms), spec 4. */
  accessTokenExpiresAt: number | null
  /** Start-up found the access token already expired: guarded pages wait for the refresh. */
  accessTokenExpired: boolean
  refreshing: boolean
  loginPending: boolean
  profile: ProfileSummary | null
  rememberedEmail: string | null
}

const initialState: SessionState = {
  authenticated: false,
  user: null,
  error: null,
  accessTokenExpiresAt: null,
  accessTokenExpired: false,
  refreshing: false,
  loginPending: false,
  profile: null,
  rememberedEmail: null,
}

export interface LoginSubmission {
  email: string
  password: string
  remember: boolean
}

/** Start-up asks the session machine to read storage (spec 1 order: after the language). */
export const sessionStarted = createAction('session/started')

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    initialised(state, action: PayloadAction<StoredSession & { accessTokenExpired: boolean }>) {
      const { user, accessTokenExpiresAt, accessTokenExpired, profile, rememberedEmail } =
        action.payload
      Object.assign(state, { user, accessTokenExpiresAt, profile, rememberedEmail })
      state.authenticated = user !== null
      state.accessTokenExpired = user !== null && accessTokenExpired
    },
    loginSubmitted: {
      reducer(state, action: PayloadAction<LoginSubmission>) {
        state.loginPending = true
        state.error = null
        state.rememberedEmail = action.payload.remember ? action.payload.email.trim() : null
      },
      prepare: (submission: LoginSubmission) => ({ payload: submission }),
    },
    loginFailed(state, action: PayloadAction<SessionError>) {
      state.loginPending = false
      state.error = action.payload
    },
    loggedIn(
      state,
      action: PayloadAction<{ user: SessionUser; accessTokenExpiresAt: number; email: string }>,
    ) {
      const { user, accessTokenExpiresAt } = action.payload
      Object.assign(state, { authenticated: true, user, accessTokenExpiresAt, error: null })
      state.accessTokenExpired = false
      state.loginPending = false
      if (state.profile?.email !== action.payload.email) state.profile = null
    },
    refreshRequested(state) {
      state.refreshing = true
    },
    tokensRefreshed(state, action: PayloadAction<{ accessTokenExpiresAt: number }>) {
      state.refreshing = false
      state.accessTokenExpired = false
      state.accessTokenExpiresAt = action.payload.accessTokenExpiresAt
    },
    profileLoaded(state, action: PayloadAction<ProfileSummary>) {
      state.profile = action.payload
    },
    logoutRequested() {},
    /** Spec 4 clearing: flag, user and error reset; the listener empties storage. */
    cleared(state, action: PayloadAction<{ reason: 'logout' | 'refresh_failed' | 'expired' }>) {
      Object.assign(state, {
        authenticated: false,
        user: null,
        accessTokenExpiresAt: null,
        accessTokenExpired: false,
        refreshing: false,
        loginPending: false,
        profile: null,
        error: action.payload.reason === 'logout' ? null : 'authentication_failed',
      })
    },
  },
  selectors: {
    selectIsAuthenticated: (state) => state.authenticated && state.user !== null,
    selectSessionUser: (state) => state.user,
    selectSessionError: (state) => state.error,
    selectLoginPending: (state) => state.loginPending,
    selectRefreshing: (state) => state.refreshing,
    /** Guarded pages wait while the session's tokens are being renewed (spec 4, 5 s at most). */
    selectSessionRenewing: (state) => state.accessTokenExpired || state.refreshing,
    selectAccessTokenExpiresAt: (state) => state.accessTokenExpiresAt,
    selectProfileSummary: (state) => state.profile,
    selectRememberedEmail: (state) => state.rememberedEmail,
    selectIsAdmin: (state) => state.user?.role === 'admin',
    selectIsModerator: (state) => state.user?.role === 'moderator',
    selectIsUser: (state) => state.user?.role === 'user',
  },
})

export const {
  initialised: sessionInitialised,
  loginSubmitted,
  loginFailed,
  loggedIn,
  refreshRequested,
  tokensRefreshed,
  profileLoaded,
  logoutRequested,
  cleared: sessionCleared,
} = sessionSlice.actions

export const {
  selectIsAuthenticated,
  selectSessionUser,
  selectSessionError,
  selectLoginPending,
  selectRefreshing,
  selectSessionRenewing,
  selectAccessTokenExpiresAt,
  selectProfileSummary,
  selectRememberedEmail,
  selectIsAdmin,
  selectIsModerator,
  selectIsUser,
} = sessionSlice.selectors
