/**
 * `npm test`: every check in order (type check, lint, format, jest, production build, size
 * budgets, browser tests), each run even when an earlier one failed, then one closing line counting every test:
 * `N passed, N failed[, N skipped]`. Each static check counts as one test.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

interface Tally {
  passed: number
  failed: number
  skipped: number
}

interface Step {
  name: string
  command: string[]
  env?: Record<string, string>
  /** Reads the step's own counts from its report; otherwise the step counts as one test. */
  count?: (exitCode: number) => Tally | null
  needs?: string
}

const root = path.resolve(__dirname, '..')
const resultsDir = path.join(root, '.test-results')
const jestReport = path.join(resultsDir, 'jest.json')
const playwrightReport = path.join(resultsDir, 'playwright.json')

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as T
  } catch {
    return null
  }
}

function countJest(): Tally | null {
  const report = readJson<{
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    numRuntimeErrorTestSuites: number
  }>(jestReport)
  if (!report) return null
  return {
    passed: report.numPassedTests,
    // A suite that cannot even start hides its tests; count it as one failure.
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  }
}

function countPlaywright(): Tally | null {
  const report = readJson<{
    stats: { expected: number; unexpected: number; skipped: number; flaky: number }
    errors?: unknown[]
  }>(playwrightReport)
  if (!report) return null
  const { expected, unexpected, skipped, flaky } = report.stats
  return {
    passed: expected,
    failed: unexpected + flaky + (report.errors?.length ?? 0),
    skipped,
  }
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)

const steps: Step[] = [
  { name: 'type check', command: [bin('tsc'), '--noEmit'] },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings=0'] },
  { name: 'format', command: [bin('prettier'), '--check', '.'] },
  {
    name: 'jest',
    command: [
      process.execPath,
      '--experimental-vm-modules',
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--ci',
      '--maxWorkers=2',
      '--json',
      `--outputFile=${jestReport}`,
    ],
    env: { NODE_NO_WARNINGS: '1' },
    count: countJest,
  },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  // Builds the bare-stack floor app and fails when the build breaks a size budget.
  {
    name: 'size budgets',
    command: [bin('tsx'), 'bench/frontend/checkBudgets.ts'],
    needs: 'build',
  },
  {
    name: 'browser tests',
    command: [bin('playwright'), 'test'],
    count: countPlaywright,
    needs: 'build',
  },
]

fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })

const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const summary: string[] = []
const failedSteps = new Set<string>()

for (const step of steps) {
  let tally: Tally
  if (step.needs && failedSteps.has(step.needs)) {
    tally = { passed: 0, failed: 1, skipped: 0 }
    console.log(`\n== ${step.name}: not run, because ${step.needs} failed`)
  } else {
    console.log(`\n== ${step.name}: ${step.command.map((c) => path.basename(c)).join(' ')}`)
    const started = Date.now()
    const run = spawnSync(step.command[0]!, step.command.slice(1), {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    })
    const exitCode = run.status ?? 1
    const counted = step.count?.(exitCode)
    tally =
      counted ??
      (exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 })
    // A step that exits non-zero with every counted test passing still failed (e.g. a crash).
    if (exitCode !== 0 && tally.failed === 0) tally.failed = 1
    const seconds = ((Date.now() - started) / 1000).toFixed(1)
    summary.push(`${step.name.padEnd(14)} ${exitCode === 0 ? 'ok  ' : 'FAIL'} ${seconds}s`)
  }
  if (tally.failed > 0) failedSteps.add(step.name)
  total.passed += tally.passed
  total.failed += tally.failed
  total.skipped += tally.skipped
}

console.log(`\n${summary.join('\n')}`)
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
process.exit(total.failed > 0 ? 1 : 0)
