import type { Ledger } from '../../../../shared/contract/ledger'
import { api } from '../../../app/api'
import { filenameOf, type CsvFile } from '../shell'
import type { MoneyExport, MoneyPeriod } from './moneySlice'

export interface LedgerArgs {
  location: string
  period: MoneyPeriod
}

/** The query of a period's ledger or of its CSV exports. */
export const ledgerSearch = ({ location, period }: LedgerArgs) =>
  new URLSearchParams({ location, [period.unit === 'day' ? 'date' : 'month']: period.value })

/** The money of a location's day or month (`/api/desk/ledger`, admins). */
export const deskMoneyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLedger: build.query<Ledger, LedgerArgs>({
      query: (args) => `/desk/ledger?${ledgerSearch(args).toString()}`,
    }),
    getLedgerCsv: build.query<CsvFile, LedgerArgs & { what: MoneyExport }>({
      query: ({ what, ...args }) => ({
        url: `/desk/ledger/${what}.csv?${ledgerSearch(args).toString()}`,
        // The file as text; a refusal is the usual JSON error.
        responseHandler: (response: Response) => (response.ok ? response.text() : response.json()),
      }),
      transformResponse: (text: string, meta) => ({
        text,
        filename:
          filenameOf(
            (meta as { response?: Response } | undefined)?.response?.headers.get(
              'content-disposition',
            ),
          ) ?? 'ledger.csv',
      }),
      keepUnusedDataFor: 0,
    }),
  }),
})

export const { useGetLedgerQuery } = deskMoneyApi
