import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Role } from '../../../shared/domain/constants'
import type { Language } from '../../../shared/domain/languages'
import { rehydrationOf } from '../../app/rehydration'

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

/**
 * Records and storage (docs/product.md): auth state (authenticated, user, error) plus what the
 * session machine tracks. The tokens, the user, the cached profile and the remembered email are
 * persisted (sessionPersistence.ts), each under its key of docs/product.md (Records and storage).
 */
export interface SessionState {
  authenticated: boolean
  user: SessionUser | null
  error: SessionError | null
  accessToken: string | null
  refreshToken: string | null
  /** Seconds the access token lasts (`token_expires_in`). */
  expiresIn: number | null
  /** When the tokens were issued, Unix seconds (`token_created_at`). */
  issuedAt: number | null
  /** The refresh token's expiry, Unix seconds (`refresh_token_exp`). */
  refreshExpiresAt: number | null
  /** The signed-in address (`email`). */
  email: string | null
  refreshing: boolean
  loginPending: boolean
  profile: ProfileSummary | null
  rememberedEmail: string | null
}

/**
 * A token pair as the session keeps it (docs/product.md, State machines: expiry = issued +
 * expires_in). Events carry it as `grant`, so support reports hide the tokens but keep the times.
 */
export interface SessionTokens {
  accessToken: string
  refreshToken: string
  expiresIn: number
  issuedAt: number
  refreshExpiresAt: number | null
}

/**
 * State machines (docs/product.md): signed in when the access token, the user id and the role are
 * all there.
 */
export const isCompleteSession = (accessToken: string | null, user: SessionUser | null) =>
  Boolean(accessToken && user)

const initialState: SessionState = {
  authenticated: false,
  user: null,
  error: null,
  accessToken: null,
  refreshToken: null,
  expiresIn: null,
  issuedAt: null,
  refreshExpiresAt: null,
  email: null,
  refreshing: false,
  loginPending: false,
  profile: null,
  rememberedEmail: null,
}

/**
 * What the session keeps in storage, each field under its own key of docs/product.md (Records and
 * storage).
 */
export const PERSISTED_SESSION_FIELDS = [
  'accessToken',
  'refreshToken',
  'expiresIn',
  'issuedAt',
  'refreshExpiresAt',
  'user',
  'email',
  'profile',
  'rememberedEmail',
] as const satisfies readonly (keyof SessionState)[]

export type StoredSession = Pick<SessionState, (typeof PERSISTED_SESSION_FIELDS)[number]>

export interface LoginSubmission {
  email: string
  password: string
  remember: boolean
}

/**
 * Start-up restored what was stored and asks the session machine to start (order in
 * docs/product.md, What it does: after the language): renew an expired access token, schedule the
 * next renewal, refresh the profile.
 */
export const sessionStarted = createAction('session/started')

const isSessionRehydration = rehydrationOf<StoredSession>('session')

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
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
      action: PayloadAction<{ user: SessionUser; email: string; grant: SessionTokens }>,
    ) {
      const { user, email, grant } = action.payload
      Object.assign(state, grant, { authenticated: true, user, email, error: null })
      state.loginPending = false
      if (state.profile?.email !== email) state.profile = null
    },
    refreshRequested(state) {
      state.refreshing = true
    },
    tokensRefreshed(state, action: PayloadAction<SessionTokens>) {
      Object.assign(state, action.payload)
      state.refreshing = false
    },
    profileLoaded(state, action: PayloadAction<ProfileSummary>) {
      state.profile = action.payload
    },
    logoutRequested() {},
    /**
     * State machines (docs/product.md): clearing: flag, user and error reset, and with them the
     * token and user keys, token_created_at and refresh_token_exp leave storage. The remembered
     * email stays.
     */
    cleared(state, action: PayloadAction<{ reason: 'logout' | 'refresh_failed' | 'expired' }>) {
      return {
        ...initialState,
        rememberedEmail: state.rememberedEmail,
        error: action.payload.reason === 'logout' ? null : 'authentication_failed',
      }
    },
  },
  extraReducers: (builder) => {
    // Start-up: what storage kept (init in docs/product.md, State machines). Signed in only with a
    // complete session; an incomplete one keeps its keys (another tab may be using them) but signs
    // nobody in.
    builder.addMatcher(isSessionRehydration, (state, { payload }) => {
      if (!payload) return
      for (const field of PERSISTED_SESSION_FIELDS) {
        Object.assign(state, { [field]: payload[field] ?? null })
      }
      state.authenticated = isCompleteSession(state.accessToken, state.user)
    })
  },
  selectors: {
    selectIsAuthenticated: (state) => state.authenticated && state.user !== null,
    selectSessionUser: (state) => (state.authenticated ? state.user : null),
    /** The bearer token for API calls (docs/product.md, Calls), while signed in. */
    selectAccessToken: (state) => (state.authenticated ? state.accessToken : null),
    selectSessionError: (state) => state.error,
    selectLoginPending: (state) => state.loginPending,
    /**
     * Guarded pages wait while the session's tokens are being renewed (docs/product.md, State
     * machines: 5 s at most).
     */
    selectSessionRenewing: (state) => state.refreshing,
    /**
     * State machines (docs/product.md): the access token counts as expired at issued + expires_in
     * (ms).
     */
    selectAccessTokenExpiresAt: (state) =>
      state.authenticated && state.issuedAt !== null && state.expiresIn !== null
        ? (state.issuedAt + state.expiresIn) * 1000
        : null,
    selectProfileSummary: (state) => (state.authenticated ? state.profile : null),
    selectRememberedEmail: (state) => state.rememberedEmail,
    // Roles and permissions (docs/product.md): the flags derived from the account's role.
    selectIsAdmin: (state) => state.user?.role === 'admin',
    selectIsModerator: (state) => state.user?.role === 'moderator',
    selectIsUser: (state) => state.user?.role === 'user',
  },
})

export const {
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
  selectAccessToken,
  selectSessionError,
  selectLoginPending,
  selectSessionRenewing,
  selectAccessTokenExpiresAt,
  selectProfileSummary,
  selectRememberedEmail,
  selectIsAdmin,
  selectIsModerator,
  selectIsUser,
} = sessionSlice.selectors
