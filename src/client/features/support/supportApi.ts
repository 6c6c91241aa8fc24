import { api } from '../../app/api'
import type { AppExtra } from '../../app/services'
import type { RootState } from '../../app/store'
import { selectLanguage } from '../preferences'
import { reportNow } from './supportReport'
import type {
  SupportReportCreated,
  SupportReportList,
} from '../../../shared/contract/supportReports'

export const REPORTS_PAGE_SIZE = 50

/** Sending a report to support, and the admin's list and downloads. */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Sends the recorded window as it is at the moment of sending. */
    sendSupportReport: build.mutation<SupportReportCreated, { description: string }>({
      queryFn: async ({ description }, { getState, extra }, _options, baseQuery) => {
        const language = selectLanguage(getState() as RootState)
        const { payload, preloadedState, tinytrip } = reportNow(
          extra as AppExtra,
          language,
          description.trim(),
        )
        const result = await baseQuery({
          url: '/support/reports',
          method: 'POST',
          body: {
            description: description.trim(),
            report: { payload, preloadedState, tinytrip },
          },
        })
        return result.error
          ? { error: result.error }
          : { data: result.data as SupportReportCreated }
      },
    }),
    listSupportReports: build.query<SupportReportList, { offset: number }>({
      query: ({ offset }) => ({
        url: '/support/reports',
        params: { limit: REPORTS_PAGE_SIZE, offset },
      }),
      keepUnusedDataFor: 0,
    }),
    /** Fetches one report with the admin's token and saves it as it came. */
    downloadSupportReport: build.mutation<null, { id: string }>({
      queryFn: async ({ id }, { extra }, _options, baseQuery) => {
        const result = await baseQuery({
          url: `/support/reports/${encodeURIComponent(id)}`,
          responseHandler: 'text',
        })
        if (result.error) return { error: result.error }
        ;(extra as AppExtra).download(`tinytrip-report-${id}.json`, result.data as string)
        return { data: null }
      },
    }),
  }),
})

export const {
  useSendSupportReportMutation,
  useListSupportReportsQuery,
  useDownloadSupportReportMutation,
} = supportApi
