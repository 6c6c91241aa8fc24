import type { FileTime } from './fileTime'

/** One step of `npm test` as it ended: `seconds` is null for a step that did not run. */
export interface StepTime {
  name: string
  passed: boolean
  seconds: number | null
}

/** The bench's ceiling as `npm test` measured it before its checks (scripts/test-timing/measureCeiling.ts). */
export interface Ceiling {
  requestsPerSecond: number
  p99: number
}

/** The files of one tool, or null when its report is missing, named by `report`. */
export interface FileTimes {
  title: string
  times: FileTime[] | null
  report: string
}

const SLOWEST = 10

/** `9.9s` under a minute, `5m 02s` from a minute on. */
export function formatSeconds(seconds: number): string {
  if (seconds < 59.95) return `${seconds.toFixed(1)}s`
  const whole = Math.round(seconds)
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`
}

/** The slowest first; ties by file, then project, so the list reads the same run to run. */
export function slowest(times: FileTime[], count = SLOWEST): FileTime[] {
  return [...times]
    .sort(
      (a, b) =>
        b.seconds - a.seconds || a.file.localeCompare(b.file) || a.project.localeCompare(b.project),
    )
    .slice(0, count)
}

const column = (seconds: number) => formatSeconds(seconds).padStart(7)

function stepLines(steps: StepTime[], totalSeconds: number, sideBySide: string[]): string[] {
  const width = Math.max(...steps.map((step) => step.name.length), 'total'.length) + 1
  const lines = steps.map(
    (step) =>
      `${step.name.padEnd(width)} ${step.passed ? 'ok  ' : 'FAIL'} ${
        step.seconds === null ? 'not run' : column(step.seconds)
      }`,
  )
  const together =
    sideBySide.length > 1
      ? `  (${sideBySide.slice(0, -1).join(', ')} and ${sideBySide.at(-1)} side by side)`
      : ''
  return [...lines, `${'total'.padEnd(width)}      ${column(totalSeconds)}${together}`]
}

function fileLines({ title, times, report }: FileTimes): string[] {
  if (times === null) return [`${title}: no report (${report} was not written)`]
  if (times.length === 0) return [`${title}: none ran`]
  const shown = slowest(times)
  const width = Math.max(...shown.map((time) => time.project.length))
  return [
    `${title}:`,
    ...shown.map(
      (time) => `  ${column(time.seconds)}  ${time.project.padEnd(width)}  ${time.file}`,
    ),
  ]
}

/** The machine's speed of the day, beside which the times above read. */
function ceilingLine(ceiling: Ceiling | null): string {
  if (ceiling === null) return 'ceiling of the day: not measured'
  const rate = Math.round(ceiling.requestsPerSecond).toLocaleString('en')
  return `ceiling of the day: ${rate} req/s, p99 ${ceiling.p99} ms (the bench's GET /api/bench/ping, measured before the checks)`
}

/**
 * "Where the time went": each step's wall time and the run's, the machine's ceiling of the day,
 * then the slowest files of each tool that reports them.
 */
export function timingBlock(options: {
  steps: StepTime[]
  totalSeconds: number
  sideBySide: string[]
  ceiling: Ceiling | null
  files: FileTimes[]
}): string[] {
  return [
    '== Where the time went',
    ...stepLines(options.steps, options.totalSeconds, options.sideBySide),
    ceilingLine(options.ceiling),
    ...options.files.flatMap((files) => ['', ...fileLines(files)]),
  ]
}
