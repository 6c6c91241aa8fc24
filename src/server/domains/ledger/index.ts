import type { Readable } from 'node:stream'
import type { Ledger, LedgerQuery } from '../../../shared/contract/ledger'
import type { Report } from '../../../shared/contract/reports'
import { LEDGER_PAGE_LINES } from '../../../shared/domain/ledger'
import { domainPlugin } from '../../plugins/domain-plugin'
import { locationClock } from '../desk'
import { ledgerCsv, type LedgerExport } from './csv'
import { pageOfLinesSql, readLines } from './lines'
import { periodOf } from './period'
import { reconcile } from './reconcile'
import { readReport, reportCsv, type ReportArgs, type ReportsContext } from './reports'

export type { LedgerExport } from './csv'

export interface LedgerService {
  /**
   * A location's money of a day or a month on its clock: a page of its lines, and the balances
   * of its bookings. 400 without exactly one of date and month, 404 for an unknown location.
   */
  read(args: { query: LedgerQuery }): Promise<Ledger>
  /** The lines or the invoices of a day, a month or a year, as CSV, with its file's name. */
  csv(args: { query: LedgerQuery; what: LedgerExport }): Promise<{
    filename: string
    stream: Readable
  }>
  /**
   * One report of a location's period (days on its clock, at most a year): its rows and totals,
   * its rental money the ledger's of the same period. 400 for a bad period, 404 for an unknown
   * location.
   */
  report(args: ReportArgs): Promise<Report>
  /** A report's table as CSV, with its file's name. */
  reportCsv(args: ReportArgs): Promise<{ filename: string; text: string }>
}

/** What the ledger's service is given by its plugin. */
export type LedgerContext = ReportsContext

const placeOf = (ctx: LedgerContext, code: string) =>
  locationClock(ctx.db, { code, now: ctx.now() })

async function readLedger(ctx: LedgerContext, { query }: { query: LedgerQuery }): Promise<Ledger> {
  const period = periodOf(query, { years: false })
  const place = await placeOf(ctx, query.location)
  const offset = query.offset ?? 0
  const [page, { lines_total, ...balances }] = await Promise.all([
    readLines(ctx.db, pageOfLinesSql(place, { period, offset, limit: LEDGER_PAGE_LINES })),
    reconcile(ctx.db, { place, period }),
  ])
  return {
    location_code: place.code,
    time_zone: place.timeZone,
    from: period.from,
    to: period.to,
    lines: page,
    lines_total,
    offset,
    ...balances,
  }
}

async function csvFile(
  ctx: LedgerContext,
  { query, what }: { query: LedgerQuery; what: LedgerExport },
) {
  const period = periodOf(query, { years: true })
  const place = await placeOf(ctx, query.location)
  const label = query.date ?? query.month ?? query.year
  return {
    filename: `tinytrip-${what === 'lines' ? 'ledger' : 'invoices'}-${place.code}-${label}.csv`,
    stream: ledgerCsv(ctx.db, { place, period, what }),
  }
}

async function reportFile(ctx: LedgerContext, args: ReportArgs) {
  const report = await readReport(ctx, args)
  return {
    filename: `tinytrip-${report.report}-${report.location_code}-${report.from}-${report.to}.csv`,
    text: reportCsv(report),
  }
}

export function createLedgerService(ctx: LedgerContext): LedgerService {
  return {
    read: (args) => readLedger(ctx, args),
    csv: (args) => csvFile(ctx, args),
    report: (args) => readReport(ctx, args),
    reportCsv: (args) => reportFile(ctx, args),
  }
}

/** The money of a location's day or month and its reports, as `app.ledger` (Money, Reports). */
export const ledgerPlugin = domainPlugin('ledger', ['database', 'clock', 'demand'], (app) =>
  createLedgerService({ db: app.db, now: () => app.clock.now(), demand: app.demand }),
)

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerService
  }
}
