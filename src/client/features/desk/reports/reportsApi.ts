import type { Report } from '../../../../shared/contract/reports'
import type { ReportName } from '../../../../shared/domain/reports'
import { api } from '../../../app/api'
import { filenameOf, type CsvFile } from '../shell'
import type { ReportPeriod } from './reportsSlice'

export interface ReportArgs {
  location: string
  report: ReportName
  period: ReportPeriod
  language: 'en' | 'es'
}

const reportSearch = ({ location, period, language }: ReportArgs) =>
  new URLSearchParams({ location, from: period.from, to: period.to, lang: language }).toString()

/** A location's reports of a period (`/api/desk/reports`, admins), and their CSV files. */
export const deskReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<Report, ReportArgs>({
      query: (args) => `/desk/reports/${args.report}?${reportSearch(args)}`,
    }),
    getReportCsv: build.query<CsvFile, ReportArgs>({
      query: (args) => ({
        url: `/desk/reports/${args.report}/csv?${reportSearch(args)}`,
        // The file as text; a refusal is the usual JSON error.
        responseHandler: (response: Response) => (response.ok ? response.text() : response.json()),
      }),
      transformResponse: (text: string, meta, args) => ({
        text,
        filename:
          filenameOf(
            (meta as { response?: Response } | undefined)?.response?.headers.get(
              'content-disposition',
            ),
          ) ?? `${args.report}.csv`,
      }),
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useGetReportQuery } = deskReportsApi
