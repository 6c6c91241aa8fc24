import type {
  AuthResponse,
  LoginRequest,
  MessageResponse,
  Profile,
  ProfileUpdate,
  RefreshResponse,
  SignupRequest,
} from '../../../shared/contract/accounts'
import { api } from '../../app/api'

/**
 * Accounts endpoints (docs/product.md, Calls). Token-bearing calls are made by the session
 * listeners.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    refresh: build.mutation<RefreshResponse, { refresh_token: string }>({
      query: (body) => ({ url: '/auth/refresh', method: 'POST', body }),
    }),
    logout: build.mutation<void, { refresh_token?: string }>({
      query: (body) => ({ url: '/auth/logout', method: 'POST', body }),
    }),
    signUp: build.mutation<MessageResponse, SignupRequest>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
    }),
    activateAccount: build.query<MessageResponse, string>({
      // Calls (docs/product.md): a body saying success false is a failure, even with status 200.
      query: (code) => ({
        url: '/users/activate',
        params: { code },
        validateStatus: (response, body: Partial<MessageResponse> | undefined) =>
          response.ok && body?.success !== false,
      }),
      keepUnusedDataFor: 0,
    }),
    requestPasswordReset: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: '/auth/request-password-reset', method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, { token: string; new_password: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    getProfile: build.query<Profile, void>({
      query: () => '/users/profile',
      providesTags: ['Profile'],
    }),
    updateProfile: build.mutation<Profile, ProfileUpdate>({
      query: (body) => ({ url: '/users/profile', method: 'PATCH', body }),
      // One plain action (upsertQueryData's carries a symbol), so a support report replays it.
      async onQueryStarted(_update, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }))
        if (data) {
          dispatch(
            authApi.util.upsertQueryEntries([
              { endpointName: 'getProfile', arg: undefined, value: data },
            ]),
          )
        }
      },
    }),
  }),
})

export const {
  useSignUpMutation,
  useActivateAccountQuery,
  useRequestPasswordResetMutation,
  useResetPasswordMutation,
  useGetProfileQuery,
  useUpdateProfileMutation,
} = authApi
