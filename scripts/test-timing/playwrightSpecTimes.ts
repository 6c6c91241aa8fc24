import path from 'node:path'
import type { JSONReport, JSONReportSuite } from '@playwright/test/reporter'
import type { FileTime } from './fileTime'
import { readJson } from './readJson'

/**
 * Each spec file's time per Playwright project (desktop, mobile) from its JSON reporter's file:
 * the durations of its tests' runs added up, retries included, each file named from `root`.
 * Null without that report.
 */
export function readPlaywrightSpecTimes(file: string, root: string): FileTime[] | null {
  const report = readJson<Partial<JSONReport>>(file)
  if (!report || !Array.isArray(report.suites)) return null
  const testDir = report.config?.rootDir ?? root
  const fromRoot = (spec: string) =>
    path.relative(root, path.resolve(testDir, spec)).split(path.sep).join('/')
  const times = new Map<string, { file: string; project: string; milliseconds: number }>()
  const add = (suite: JSONReportSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const key = `${spec.file}\n${test.projectName}`
        const time = times.get(key) ?? {
          file: fromRoot(spec.file),
          project: test.projectName,
          milliseconds: 0,
        }
        time.milliseconds += (test.results ?? []).reduce((sum, result) => sum + result.duration, 0)
        times.set(key, time)
      }
    }
    suite.suites?.forEach(add)
  }
  report.suites.forEach(add)
  return [...times.values()].map(({ file, project, milliseconds }) => ({
    file,
    project,
    seconds: milliseconds / 1000,
  }))
}
