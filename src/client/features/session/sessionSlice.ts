import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { Role } from '../../../shared/domain/constants'

export interface SessionUser {
  id: string
  role: Role
}

/** Spec 3 auth state: authenticated flag, user (id, role), error. */
export interface SessionState {
  authenticated: boolean
  user: SessionUser | null
  error: string | null
}

const initialState: SessionState = { authenticated: false, user: null, error: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Start-up found a complete stored session (token, user id and role) or none. */
    initialised(_state, action: PayloadAction<SessionUser | null>) {
      return { authenticated: action.payload !== null, user: action.payload, error: null }
    },
  },
  selectors: {
    selectIsAuthenticated: (state) => state.authenticated && state.user !== null,
    selectSessionUser: (state) => state.user,
  },
})

export const { initialised: sessionInitialised } = sessionSlice.actions
export const { selectIsAuthenticated, selectSessionUser } = sessionSlice.selectors
