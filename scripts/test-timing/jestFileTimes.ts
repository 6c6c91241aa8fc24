import type { FileTime } from './fileTime'
import { readJson } from './readJson'

/**
 * The test files' times in Jest's JSON report (added by jestFileTimesProcessor.js), or null when
 * the report is missing or holds none.
 */
export function readJestFileTimes(file: string): FileTime[] | null {
  const times = readJson<{ fileTimes?: unknown }>(file)?.fileTimes
  if (!Array.isArray(times)) return null
  return times.filter(
    (time): time is FileTime =>
      typeof time?.file === 'string' &&
      typeof time.project === 'string' &&
      Number.isFinite(time.seconds),
  )
}
