/**
 * `npm test`: every check (the server's build and the machine's ceiling of the day while nothing
 * else runs, type check, lint and format side by side, then jest, the client's production build,
 * size budgets, browser tests in order), each run even when an earlier one failed, then where the
 * time went (each step, the ceiling, the slowest Jest files and browser specs), then one closing
 * line counting every test: `N passed, N failed[, N skipped]`. Each build and static check counts
 * as one test; the ceiling is a measurement and counts as none (it fails only when the server
 * cannot serve it).
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { readJestFileTimes } from './test-timing/jestFileTimes'
import { readPlaywrightSpecTimes } from './test-timing/playwrightSpecTimes'
import { readJson } from './test-timing/readJson'
import { timingBlock, type Ceiling, type StepTime } from './test-timing/timingBlock'

interface Tally {
  passed: number
  failed: number
  skipped: number
}

interface Step {
  name: string
  command: string[]
  /** Added to the environment, worked out when the step starts. */
  env?: () => Record<string, string>
  /** Reads the step's own counts from its report; otherwise the step counts as one test. */
  count?: (exitCode: number) => Tally | null
  needs?: string
  /** Runs before the static checks, one after the other, alone on the machine. */
  first?: boolean
  /**
   * Runs beside the other static checks: each is one process on one core, so on two cores the
   * three take about as long as the slowest. Their output is printed once each has finished.
   */
  static?: boolean
}

const root = path.resolve(__dirname, '..')
const resultsDir = path.join(root, '.test-results')
const jestReport = path.join(resultsDir, 'jest.json')
const ceilingReport = path.join(resultsDir, 'ceiling.json')
const playwrightReport = path.join(resultsDir, 'playwright.json')

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
  { name: 'server build', command: ['npm', 'run', '--silent', 'build:server'], first: true },
  {
    name: 'ceiling',
    command: [bin('tsx'), 'scripts/test-timing/measureCeiling.ts', ceilingReport],
    count: (exitCode) => ({ passed: 0, failed: exitCode === 0 ? 0 : 1, skipped: 0 }),
    needs: 'server build',
    first: true,
  },
  { name: 'type check', command: [bin('tsc'), '--noEmit'], static: true },
  { name: 'lint', command: [bin('eslint'), '.', '--max-warnings=0'], static: true },
  { name: 'format', command: [bin('prettier'), '--check', '.'], static: true },
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
      // Adds each file's time and project to the report, for the timing block.
      `--testResultsProcessor=${path.join(__dirname, 'test-timing/jestFileTimesProcessor.js')}`,
    ],
    // The server projects' global setup builds the server only when the first step did not.
    env: () => ({
      NODE_NO_WARNINGS: '1',
      ...(failedSteps.has('server build') ? {} : { SERVER_BUILT_FOR_TESTS: '1' }),
    }),
    count: countJest,
  },
  {
    name: 'client build',
    command: ['npm', 'run', '--silent', 'build:client'],
    needs: 'server build',
  },
  // Builds the bare-stack floor app and fails when the build breaks a size budget.
  {
    name: 'size budgets',
    command: [bin('tsx'), 'bench/frontend/checkBudgets.ts'],
    needs: 'client build',
  },
  {
    name: 'browser tests',
    command: [bin('playwright'), 'test'],
    count: countPlaywright,
    needs: 'client build',
  },
]

fs.rmSync(resultsDir, { recursive: true, force: true })
fs.mkdirSync(resultsDir, { recursive: true })

const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const stepTimes: StepTime[] = []
const failedSteps = new Set<string>()

const header = (step: Step) =>
  `\n== ${step.name}: ${step.command.map((c) => path.basename(c)).join(' ')}`

interface Finished {
  exitCode: number
  seconds: number
}

/** Runs a step: its output goes straight through, or is kept and returned when `keepOutput`. */
function run(step: Step, keepOutput: boolean): Promise<Finished & { output: string }> {
  const started = Date.now()
  const child = spawn(step.command[0]!, step.command.slice(1), {
    cwd: root,
    stdio: keepOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...step.env?.() },
  })
  let output = ''
  child.stdout?.on('data', (data: Buffer) => (output += data.toString()))
  child.stderr?.on('data', (data: Buffer) => (output += data.toString()))
  return new Promise((resolve) => {
    const done = (exitCode: number) =>
      resolve({ exitCode, output, seconds: (Date.now() - started) / 1000 })
    child.on('error', (error) => {
      output += `${error.message}\n`
      done(1)
    })
    child.on('close', (code) => done(code ?? 1))
  })
}

function record(step: Step, { exitCode, seconds }: Finished) {
  const counted = step.count?.(exitCode)
  const tally =
    counted ??
    (exitCode === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 })
  // A step that exits non-zero with every counted test passing still failed (e.g. a crash).
  if (exitCode !== 0 && tally.failed === 0) tally.failed = 1
  stepTimes.push({ name: step.name, passed: exitCode === 0, seconds })
  if (tally.failed > 0) failedSteps.add(step.name)
  total.passed += tally.passed
  total.failed += tally.failed
  total.skipped += tally.skipped
}

/** Runs a step on its own, its output going straight through; not at all when its `needs` failed. */
async function runInTurn(step: Step) {
  if (step.needs && failedSteps.has(step.needs)) {
    console.log(`\n== ${step.name}: not run, because ${step.needs} failed`)
    stepTimes.push({ name: step.name, passed: false, seconds: null })
    failedSteps.add(step.name)
    total.failed += 1
    return
  }
  console.log(header(step))
  record(step, await run(step, false))
}

async function main() {
  const started = Date.now()
  for (const step of steps.filter((candidate) => candidate.first)) await runInTurn(step)
  const staticChecks = steps.filter((step) => step.static)
  const results = await Promise.all(staticChecks.map((step) => run(step, true)))
  staticChecks.forEach((step, index) => {
    console.log(header(step))
    process.stdout.write(results[index]!.output)
    record(step, results[index]!)
  })
  for (const step of steps.filter((candidate) => !candidate.static && !candidate.first)) {
    await runInTurn(step)
  }
  const block = timingBlock({
    steps: stepTimes,
    totalSeconds: (Date.now() - started) / 1000,
    sideBySide: staticChecks.map((step) => step.name),
    ceiling: readJson<Ceiling>(ceilingReport),
    files: [
      {
        title: 'Slowest Jest files',
        times: readJestFileTimes(jestReport),
        report: path.relative(root, jestReport),
      },
      {
        title: 'Slowest browser specs (their tests added up)',
        times: readPlaywrightSpecTimes(playwrightReport, root),
        report: path.relative(root, playwrightReport),
      },
    ],
  })
  console.log(`\n${block.join('\n')}`)
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
  console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
  process.exit(total.failed > 0 ? 1 : 0)
}

void main()
