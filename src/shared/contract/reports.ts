import { Type, type Static } from 'typebox'
import { MAX_REPORT_DAYS, REPORT_NAMES } from '../domain/reports'
import { IsoDate } from './common'
import { LedgerQuery } from './ledger'

/** A location and a period of days on its clock: what a report is asked for. */
export const ReportQuery = Type.Object({
  location: LedgerQuery.properties.location,
  from: Type.String({ ...IsoDate, description: "The period's first day on the location's clock." }),
  to: Type.String({
    ...IsoDate,
    description: `The period's last day (included); at most ${MAX_REPORT_DAYS} days in all.`,
  }),
})
export type ReportQuery = Static<typeof ReportQuery>

export const ReportParams = Type.Object({ report: Type.Enum(REPORT_NAMES) })
export type ReportParams = Static<typeof ReportParams>

const Cell = Type.Union([Type.String(), Type.Number(), Type.Null()])

export const Report = Type.Object(
  {
    report: Type.Enum(REPORT_NAMES),
    location_code: Type.String(),
    time_zone: Type.String(),
    from: IsoDate,
    to: IsoDate,
    columns: Type.Array(Type.String(), {
      description: 'The columns in order (docs/money.md, Reports); the first names the row.',
    }),
    rows: Type.Array(Type.Record(Type.String(), Cell)),
    totals: Type.Record(Type.String(), Type.Number(), {
      description: "Sums of the rows' counts, days and cents (percentages over the totals).",
    }),
  },
  { title: 'Report' },
)
export type Report = Static<typeof Report>
