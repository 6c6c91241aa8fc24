import { api } from '../../app/api'

/**
 * The family's export and the deletion of their account (`/api/users/me`). Both are sent with
 * `track: false`: neither the file nor the password is kept in the store.
 */
export const accountDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    exportAccount: build.mutation<{ filename: string; text: string }, void>({
      query: () => ({
        url: '/users/me/export',
        // The file as text, saved as it came; a refusal is the usual JSON error.
        responseHandler: (response: Response) => (response.ok ? response.text() : response.json()),
      }),
      transformResponse: (text: string, meta) => ({
        text,
        filename:
          /filename="([^"]+)"/.exec(
            (meta as { response?: Response } | undefined)?.response?.headers.get(
              'content-disposition',
            ) ?? '',
          )?.[1] ?? 'tinytrip-account.json',
      }),
    }),
    deleteAccount: build.mutation<void, { password: string }>({
      query: (body) => ({ url: '/users/me/deletion', method: 'POST', body }),
    }),
  }),
})
