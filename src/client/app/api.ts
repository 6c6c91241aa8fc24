import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react'
import { API_TIMEOUT_MS } from '../../shared/domain/constants'
import { storageKeys } from '../lib/storage'
import type { AppServices } from './services'

/**
 * The one RTK Query api (base /api, 10 s timeout, bearer token). Features add their endpoints
 * with `api.injectEndpoints` in their own `<feature>Api.ts`.
 */
export const baseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: API_TIMEOUT_MS,
  prepareHeaders: (headers, { extra }) => {
    const token = (extra as AppServices).sessionStore.get(storageKeys.accessToken)
    if (token) headers.set('authorization', `Bearer ${token}`)
    return headers
  },
})

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [],
  endpoints: () => ({}),
})
