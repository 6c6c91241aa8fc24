/**
 * `npm run bench`: runs every benchmark, prints a Markdown report with the performance targets'
 * figures first, and writes it to bench/results/report.md and bench/results/results.json (with
 * the date and the machine's cores). Figures are reported, not asserted against the clock; a
 * broken deterministic budget (request counts, sizes) makes the run exit non-zero.
 *
 * Runs on a fresh clone: it builds the app when there is no build and creates the folders it
 * writes to. BENCH_ONLY=api runs the API benchmarks alone (no build of the client, no browser);
 * BENCH_ONLY=mixed the ceiling, search and pricing, and the same while bookings land (on
 * PostgreSQL, at BENCH_BOOKINGS), BENCH_ONLY=ledger the ledger's alone, BENCH_ONLY=reports the
 * reports' alone (at BENCH_REPORTS_BOOKINGS bookings, by default the largest size).
 */
import './css-modules'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { apiUnderLoadBench, mixedLoadBench, SIZES } from './api/api-under-load'
import { ledgerBench } from './api/ledger-bench'
import { reportsBench } from './api/reports-bench'
import { basketRepricingBench } from './basket-repricing'
import type { BenchResult, Figure } from './figures'
import { frontEndFigures } from './frontend-figures'
import { appDir, bundleSizeBench } from './frontend/bundleSize'
import { lighthouseBench } from './frontend/lighthouseBench'
import { invoicePdfBench } from './invoice-pdf'

const root = path.resolve(__dirname, '..')
const resultsDir = path.join(__dirname, 'results')

const table = ({ title, rows }: BenchResult) =>
  [
    `## ${title}`,
    '',
    '| Measure | Value |',
    '| --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')

const verdict = (met: boolean | null) => (met === null ? 'not measured' : met ? 'met' : 'NOT MET')

const summary = (figures: Figure[]) =>
  [
    '## Targets',
    '',
    '| Figure | Measured | Target | |',
    '| --- | --- | --- | --- |',
    ...figures.map((f) => `| ${f.figure} | ${f.measured} | ${f.target} | ${verdict(f.met)} |`),
  ].join('\n')

/** The folders the benchmarks write to, and the client build when there is none yet. */
function prepare(frontEnd: boolean) {
  fs.mkdirSync(resultsDir, { recursive: true })
  const reports = process.env.LIGHTHOUSE_REPORT_DIR
  if (reports) fs.mkdirSync(path.resolve(reports), { recursive: true })
  if (frontEnd && !fs.existsSync(path.join(appDir, 'asset-manifest.json'))) {
    console.log('No build of the app yet: running npm run build first.')
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
  }
}

/** The bookings the reports' benchmark reads a year of. */
const REPORTS_BOOKINGS = Number(process.env.BENCH_REPORTS_BOOKINGS ?? Math.max(...SIZES))

/** Every benchmark, or the part `BENCH_ONLY` names (`api`, `mixed`, `ledger`, `reports`). */
async function runBenches(only: string | undefined): Promise<BenchResult[]> {
  if (only === 'mixed') return mixedLoadBench()
  if (only === 'ledger') return [await ledgerBench(Math.max(...SIZES))]
  if (only === 'reports') return [await reportsBench(REPORTS_BOOKINGS)]
  const results: BenchResult[] =
    only === 'api'
      ? []
      : [await basketRepricingBench(), await bundleSizeBench(), await lighthouseBench()]
  results.push(...(await apiUnderLoadBench()))
  results.push(await ledgerBench(Math.max(...SIZES)))
  results.push(await reportsBench(REPORTS_BOOKINGS))
  results.push(await invoicePdfBench())
  return results
}

async function main() {
  const only = process.env.BENCH_ONLY
  const frontEnd = !['api', 'mixed', 'ledger', 'reports'].includes(only ?? '')
  prepare(frontEnd)
  const results = await runBenches(only)
  const figures = [
    ...(frontEnd ? frontEndFigures(results) : []),
    ...results.flatMap((r) => r.figures ?? []),
  ]
  const date = new Date().toISOString()
  const cores = os.availableParallelism()
  const machine = `${cores} cores (${os.cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, load average ${os.loadavg()[0]!.toFixed(1)} at the end`
  const report = [
    `# Benchmarks`,
    '',
    `Run on ${date}, Node ${process.version}, ${machine}.`,
    '',
    summary(figures),
    '',
    ...results.map(table),
    '',
  ].join('\n')
  fs.writeFileSync(path.join(resultsDir, 'report.md'), report)
  fs.writeFileSync(
    path.join(resultsDir, 'results.json'),
    JSON.stringify({ date, node: process.version, cores, machine, figures, results }, null, 2),
  )
  console.log(report)
  const failed = results.filter((result) => !result.passed)
  if (failed.length > 0) {
    console.error(`Budgets broken: ${failed.map((result) => result.title).join(', ')}`)
    process.exit(1)
  }
  process.exit(0)
}

void main()
