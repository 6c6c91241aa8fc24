import { api } from '../../../../app/api'

/**
 * A location's unit labels (`GET /api/desk/locations/{code}/labels.pdf`), read with the staff's
 * session and kept as an object address a download link can point to.
 */
export const labelSheetApi = api.injectEndpoints({
  endpoints: (build) => ({
    labelSheet: build.mutation<string, string>({
      query: (code) => ({
        url: `/desk/locations/${encodeURIComponent(code)}/labels.pdf`,
        responseHandler: async (response) =>
          response.ok ? URL.createObjectURL(await response.blob()) : response.json(),
      }),
    }),
  }),
})
