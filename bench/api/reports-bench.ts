/**
 * The desk's reports over a year on PostgreSQL (docs/money.md, Reports): each report of SVQ's
 * last 365 days, read as its route reads it, at `bookings` bookings with their money. Figures
 * are reported, not asserted. The seed hands no units over, so `units` shares no booking's
 * rental among units: it times the units' days and the items' shares kept per day alone.
 */
import { prepareDatabase } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { createDemandService } from '../../src/server/domains/demand'
import { createLedgerService } from '../../src/server/domains/ledger'
import { addDays } from '../../src/shared/domain/calendar'
import { REPORT_NAMES } from '../../src/shared/domain/reports'
import { wallClockAt } from '../../src/shared/domain/zonedTime'
import type { BenchResult, Figure } from '../figures'
import { postgresDatabase } from './databases'
import { seedLedgerMoney } from './ledger-money-seed'

const REPORT_TARGET_MS = 500
const RUNS = 3

export async function reportsBench(bookings: number): Promise<BenchResult> {
  const bench = await postgresDatabase(bookings)
  try {
    const database = await prepareDatabase(loadConfig({ NODE_ENV: 'production', ...bench.env }))
    try {
      await seedLedgerMoney(database.db)
      await database.db.execute('analyze')
      const now = new Date()
      const demand = createDemandService({ db: database.db, flushSoon: () => undefined })
      const ledger = createLedgerService({ db: database.db, now: () => now, demand })
      const today = wallClockAt(now.getTime(), 'Europe/Madrid').date
      const query = { location: 'SVQ', from: addDays(today, -364), to: today }
      const rows: string[][] = []
      let slowest = 0
      for (const name of REPORT_NAMES) {
        const times: number[] = []
        let answer = await ledger.report({ name, query })
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now()
          answer = await ledger.report({ name, query })
          times.push(performance.now() - started)
        }
        const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!
        slowest = Math.max(slowest, median)
        rows.push([
          `GET /api/desk/reports/${name} SVQ, a year (service, median of ${RUNS})`,
          `${median.toFixed(0)} ms (${answer.rows.length} rows)`,
        ])
      }
      const figures: Figure[] = [
        {
          figure: `Slowest of a year's reports (SVQ, ${bookings.toLocaleString('en')} bookings, PostgreSQL)`,
          measured: `${slowest.toFixed(0)} ms`,
          target: `< ${REPORT_TARGET_MS} ms`,
          met: slowest < REPORT_TARGET_MS,
        },
      ]
      return {
        title: `Reports: PostgreSQL, ${bookings.toLocaleString('en')} bookings`,
        rows,
        passed: true,
        figures,
      }
    } finally {
      await database.close()
    }
  } finally {
    await bench.drop()
  }
}
