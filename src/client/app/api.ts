import { addListener, isAnyOf } from '@reduxjs/toolkit'
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react'
import { API_TIMEOUT_MS } from '../../shared/domain/constants'
import {
  refreshRequested,
  selectAccessToken,
  sessionCleared,
  tokensRefreshed,
} from '../features/session/slices'
import type { RootState } from './store'

/**
 * The one RTK Query api (base /api, 10 s timeout, bearer token). Features add their endpoints
 * with `api.injectEndpoints` in their own `<feature>Api.ts`.
 */
const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers, { getState }) => {
    const token = selectAccessToken(getState() as RootState)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return headers
  },
})

/** Calls that must never trigger a refresh themselves. */
const SESSION_CALLS = ['/auth/login', '/auth/refresh', '/auth/logout']

/** Asks the session machine for fresh tokens; resolves true when they arrived. */
function refreshedTokens(dispatch: (action: unknown) => unknown): Promise<boolean> {
  return new Promise((resolve) => {
    dispatch(
      addListener({
        matcher: isAnyOf(tokensRefreshed, sessionCleared),
        effect: (action, listenerApi) => {
          listenerApi.unsubscribe()
          resolve(tokensRefreshed.match(action))
        },
      }),
    )
    dispatch(refreshRequested())
  })
}

/** Calls (docs/product.md): a 401 triggers one refresh and one retry. */
export const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, queryApi, extraOptions)
  const url = typeof args === 'string' ? args : args.url
  if (result.error?.status !== 401 || SESSION_CALLS.some((path) => url.startsWith(path))) {
    return result
  }
  const refreshed = await refreshedTokens(queryApi.dispatch)
  return refreshed ? rawBaseQuery(args, queryApi, extraOptions) : result
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Profile', 'Quote', 'Booking', 'Bookings'],
  endpoints: () => ({}),
})
