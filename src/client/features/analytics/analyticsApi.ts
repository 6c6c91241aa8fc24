import type { ClientConfig } from '../../../shared/contract/clientConfig'
import { api } from '../../app/api'

export const analyticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Asked only once analytics is allowed, so nothing about analytics runs before consent. */
    getClientConfig: build.query<ClientConfig, void>({ query: () => '/client-config' }),
  }),
})
