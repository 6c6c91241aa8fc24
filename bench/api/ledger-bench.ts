/**
 * The ledger at the benchmark's largest number of bookings on PostgreSQL (docs/money.md, The
 * ledger): a month's Money screen at SVQ (its answer read as the route reads it), and a year's
 * CSV export of its lines streamed to nowhere, with the process's peak RSS while it streams.
 * Figures are reported, not asserted.
 */
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { prepareDatabase } from '../../src/server/app'
import { loadConfig } from '../../src/server/config'
import { createDemandService } from '../../src/server/domains/demand'
import { createLedgerService } from '../../src/server/domains/ledger'
import { wallClockAt } from '../../src/shared/domain/zonedTime'
import type { BenchResult, Figure } from '../figures'
import { postgresDatabase } from './databases'
import { seedLedgerMoney } from './ledger-money-seed'

const MONTH_TARGET_MS = 500
const YEAR_CSV_TARGET_S = 10
const RUNS = 5

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`

/** Streams `stream` to nowhere, sampling the RSS; answers the bytes, seconds and peak RSS. */
async function drain(stream: NodeJS.ReadableStream) {
  let bytes = 0
  let peak = process.memoryUsage().rss
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss)
  }, 20)
  const started = performance.now()
  try {
    await pipeline(
      stream,
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length
          done()
        },
      }),
    )
  } finally {
    clearInterval(sampler)
  }
  return { bytes, seconds: (performance.now() - started) / 1000, peak }
}

export async function ledgerBench(bookings: number): Promise<BenchResult> {
  const bench = await postgresDatabase(bookings)
  try {
    const database = await prepareDatabase(loadConfig({ NODE_ENV: 'production', ...bench.env }))
    try {
      const seconds = await seedLedgerMoney(database.db)
      const now = new Date()
      const demand = createDemandService({ db: database.db, flushSoon: () => undefined })
      const ledger = createLedgerService({ db: database.db, now: () => now, demand })
      const today = wallClockAt(now.getTime(), 'Europe/Madrid').date
      const month = today.slice(0, 7)
      const query = { location: 'SVQ', month }
      const coldStarted = performance.now()
      const first = await ledger.read({ query })
      const cold = performance.now() - coldStarted
      const times: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const started = performance.now()
        await ledger.read({ query })
        times.push(performance.now() - started)
      }
      const median = times.sort((a, b) => a - b)[Math.floor(RUNS / 2)]!
      const year = today.slice(0, 4)
      const before = process.memoryUsage().rss
      const csv = await ledger.csv({ query: { location: 'SVQ', year }, what: 'lines' })
      const streamed = await drain(csv.stream)
      const figures: Figure[] = [
        {
          figure: `A month's ledger (SVQ, ${bookings.toLocaleString('en')} bookings, PostgreSQL)`,
          measured: `${median.toFixed(0)} ms`,
          target: `< ${MONTH_TARGET_MS} ms`,
          met: median < MONTH_TARGET_MS,
        },
        {
          figure: `A year's ledger CSV streamed (SVQ, ${bookings.toLocaleString('en')} bookings)`,
          measured: `${streamed.seconds.toFixed(1)} s, peak RSS ${mib(streamed.peak)}`,
          target: `< ${YEAR_CSV_TARGET_S} s, flat memory`,
          met: streamed.seconds < YEAR_CSV_TARGET_S,
        },
      ]
      return {
        title: `Ledger: PostgreSQL, ${bookings.toLocaleString('en')} bookings`,
        rows: [
          [
            'Money rows written (payments, invoices, refunds, holds, releases)',
            `${seconds.toFixed(1)} s`,
          ],
          [
            `GET /api/desk/ledger SVQ ${month} (service, median of ${RUNS})`,
            `${median.toFixed(0)} ms (${first.lines_total.toLocaleString('en')} lines, ${first.mismatches.length} not reconciling; first ${cold.toFixed(0)} ms)`,
          ],
          [
            `lines.csv SVQ ${year}`,
            `${streamed.seconds.toFixed(1)} s, ${mib(streamed.bytes)} of CSV; RSS ${mib(before)} before, peak ${mib(streamed.peak)}`,
          ],
        ],
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
