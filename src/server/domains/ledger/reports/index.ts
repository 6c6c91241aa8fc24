import { sql } from 'drizzle-orm'
import { REPORT_COLUMNS, type ReportName } from '../../../../shared/domain/reports'
import type { Report, ReportQuery } from '../../../../shared/contract/reports'
import type { Db } from '../../../db/client'
import type { DemandService } from '../../demand'
import { locationClock } from '../../desk'
import { reportPeriodOf } from './period'
import { keptPerDaySql, type ReportScope } from './scope'
import { REPORT_SQL } from './tables'

export { reportCsv } from './csv'

/** What the reports read with: the database, the clock and the demand the stock did not meet. */
export interface ReportsContext {
  db: Db
  now(): Date
  demand: Pick<DemandService, 'totals'>
}

export interface ReportArgs {
  name: ReportName
  query: ReportQuery & { lang?: 'en' | 'es' }
}

type Row = Report['rows'][number]

/**
 * The deposits of the ledger's bookings of the period, as the Money screen's balance adds them,
 * from the figures kept per day.
 */
async function depositRows(ctx: ReportsContext, { scope }: { scope: ReportScope }): Promise<Row[]> {
  const result = (await ctx.db.execute(sql`
    select coalesce(sum(deposit_taken_cents), 0)::float8 as taken_cents,
           coalesce(sum(claimed_cents), 0)::float8 as claimed_cents,
           coalesce(sum(released_cents), 0)::float8 as released_cents,
           coalesce(sum(held_cents), 0)::float8 as held_cents
    from (${keptPerDaySql(scope)}) k`)) as unknown as {
    rows: {
      taken_cents: number
      claimed_cents: number
      released_cents: number
      held_cents: number
    }[]
  }
  const { taken_cents, claimed_cents, released_cents, held_cents } = result.rows[0]!
  return [
    { state: 'taken', amount_cents: taken_cents },
    { state: 'claimed', amount_cents: claimed_cents },
    { state: 'released', amount_cents: released_cents },
    { state: 'held', amount_cents: held_cents },
  ]
}

async function tableRows(
  ctx: ReportsContext,
  { name, scope, language }: { name: ReportName; scope: ReportScope; language: 'en' | 'es' },
) {
  if (name === 'deposits') return depositRows(ctx, { scope })
  const unmet =
    name === 'items'
      ? await ctx.demand.totals({
          locationCode: scope.place.code,
          from: scope.period.from,
          until: scope.period.to,
        })
      : []
  const result = (await ctx.db.execute(
    REPORT_SQL[name]({ scope, language, unmet }),
  )) as unknown as { rows: Row[] }
  return result.rows
}

/**
 * The report's totals: the sums of its counts, days and cents; utilisation over the summed days,
 * shares over all; the deposits' states each on its own (their balance is the Money screen's).
 */
function totalsOf(name: ReportName, rows: Row[]): Record<string, number> {
  const sum = (column: string) => rows.reduce((total, row) => total + Number(row[column] ?? 0), 0)
  if (name === 'deposits') {
    return Object.fromEntries(
      rows.map((row) => [`${String(row.state)}_cents`, Number(row.amount_cents)]),
    )
  }
  const totals: Record<string, number> = {}
  for (const [column, kind] of REPORT_COLUMNS[name]) {
    if (kind === 'count' || kind === 'days' || kind === 'cents') totals[column] = sum(column)
  }
  if (REPORT_COLUMNS[name].some(([column]) => column === 'utilisation')) {
    const inService = sum('in_service_days')
    totals.utilisation =
      inService > 0 ? Math.round((1000 * sum('rented_days')) / inService) / 10 : 0
  }
  return totals
}

/** One report of a location's period (days on its clock), its rows and their totals. */
export async function readReport(
  ctx: ReportsContext,
  { name, query }: ReportArgs,
): Promise<Report> {
  const period = reportPeriodOf(query)
  const now = ctx.now()
  const place = await locationClock(ctx.db, { code: query.location, now })
  const scope: ReportScope = { place: { code: place.code, timeZone: place.timeZone }, period, now }
  const rows = await tableRows(ctx, { name, scope, language: query.lang ?? 'en' })
  return {
    report: name,
    location_code: place.code,
    time_zone: place.timeZone,
    from: query.from,
    to: query.to,
    columns: REPORT_COLUMNS[name].map(([column]) => column),
    rows,
    totals: totalsOf(name, rows),
  }
}
