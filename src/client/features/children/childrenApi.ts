import type { Child, ChildInput, ChildList } from '../../../shared/contract/children'
import { api } from '../../app/api'

/**
 * The children on the family's account (`/api/users/children`), read by the pages that use them.
 * Answers and arguments sit under `children` and `child_profile`, keys support reports redact.
 */
export const childrenApi = api.enhanceEndpoints({ addTagTypes: ['Children'] }).injectEndpoints({
  endpoints: (build) => ({
    children: build.query<ChildList, void>({
      query: () => '/users/children',
      providesTags: ['Children'],
    }),
    saveChild: build.mutation<{ child_profile: Child }, { id: string; child_profile: ChildInput }>({
      query: ({ id, child_profile }) => ({
        url: id ? `/users/children/${encodeURIComponent(id)}` : '/users/children',
        method: id ? 'PUT' : 'POST',
        body: child_profile,
      }),
      transformResponse: (child: Child) => ({ child_profile: child }),
      invalidatesTags: ['Children'],
    }),
    removeChild: build.mutation<void, string>({
      query: (id) => ({ url: `/users/children/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Children'],
    }),
  }),
})
