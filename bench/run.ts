/**
 * `npm run bench`: runs every benchmark, prints a Markdown report and writes it to
 * bench/results/report.md. Figures are reported, not asserted against the clock; a broken
 * deterministic budget (request counts, sizes) makes the run exit non-zero.
 */
import fs from 'node:fs'
import path from 'node:path'
import { apiUnderLoadBench } from './api/api-under-load'
import { basketRepricingBench } from './basket-repricing'
import { bundleSizeBench } from './frontend/bundleSize'
import { lighthouseBench } from './frontend/lighthouseBench'

interface BenchResult {
  title: string
  rows: string[][]
  passed: boolean
}

const table = ({ title, rows }: BenchResult) =>
  [
    `## ${title}`,
    '',
    '| Measure | Value |',
    '| --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n')

async function main() {
  const results: BenchResult[] = [
    await basketRepricingBench(),
    await bundleSizeBench(),
    await lighthouseBench(),
    ...(await apiUnderLoadBench()),
  ]
  const report = [
    `# Benchmarks`,
    '',
    `Run on ${new Date().toISOString()}, Node ${process.version}.`,
    '',
    ...results.map(table),
    '',
  ].join('\n')
  const dir = path.join(__dirname, 'results')
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'report.md'), report)
  console.log(report)
  const failed = results.filter((result) => !result.passed)
  if (failed.length > 0) {
    console.error(`Budgets broken: ${failed.map((result) => result.title).join(', ')}`)
    process.exit(1)
  }
  process.exit(0)
}

void main()
