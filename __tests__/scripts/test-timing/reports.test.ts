/** The file times read from Jest's and Playwright's JSON reports for the timing block. */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { readJestFileTimes } from '../../../scripts/test-timing/jestFileTimes'
import { readPlaywrightSpecTimes } from '../../../scripts/test-timing/playwrightSpecTimes'

// eslint-disable-next-line @typescript-eslint/no-require-imports
const addFileTimes = require('../../../scripts/test-timing/jestFileTimesProcessor') as (
  results: object,
) => object

let dir: string
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-timing-'))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const writeReport = (name: string, report: unknown) => {
  const file = path.join(dir, name)
  fs.writeFileSync(file, JSON.stringify(report))
  return file
}

const jestResult = (file: string, project: string, start: number, end: number) => ({
  testFilePath: path.join(process.cwd(), file),
  displayName: { name: project, color: 'white' },
  perfStats: { start, end, runtime: end - start },
})

it("gives each Jest file's time with its project, a suite run on both databases twice", () => {
  const processed = addFileTimes({
    numPassedTests: 3,
    testResults: [
      jestResult('__tests__/server/bookings/bookings.test.ts', 'server (pglite)', 1000, 13_500),
      jestResult('__tests__/server/bookings/bookings.test.ts', 'server (postgres)', 2000, 6000),
      jestResult('__tests__/client/app/router.test.tsx', 'client', 500, 1700),
    ],
  })
  expect(processed).toMatchObject({ numPassedTests: 3 })

  expect(readJestFileTimes(writeReport('jest.json', processed))).toEqual([
    {
      file: '__tests__/server/bookings/bookings.test.ts',
      project: 'server (pglite)',
      seconds: 12.5,
    },
    {
      file: '__tests__/server/bookings/bookings.test.ts',
      project: 'server (postgres)',
      seconds: 4,
    },
    { file: '__tests__/client/app/router.test.tsx', project: 'client', seconds: 1.2 },
  ])
})

it('counts a Jest file that could not start as taking no time', () => {
  const processed = addFileTimes({
    testResults: [
      { ...jestResult('__tests__/shared/money.test.ts', 'shared', 0, 0), perfStats: {} },
    ],
  })
  expect(readJestFileTimes(writeReport('jest.json', processed))).toEqual([
    { file: '__tests__/shared/money.test.ts', project: 'shared', seconds: 0 },
  ])
})

it('has no Jest times without a report, or from a report written without them', () => {
  expect(readJestFileTimes(path.join(dir, 'missing.json'))).toBeNull()
  expect(
    readJestFileTimes(writeReport('jest.json', { numPassedTests: 3, testResults: [] })),
  ).toBeNull()
  fs.writeFileSync(path.join(dir, 'cut.json'), '{"numPassedTests": 3, "fileTi')
  expect(readJestFileTimes(path.join(dir, 'cut.json'))).toBeNull()
})

const spec = (file: string, title: string, runs: Record<string, number[]>) => ({
  title,
  file,
  ok: true,
  tests: Object.entries(runs).map(([projectName, durations]) => ({
    projectName,
    results: durations.map((duration) => ({ duration, status: 'passed' })),
  })),
})

it("adds up each browser spec file's tests per project, inside describe blocks too", () => {
  const report = writeReport('playwright.json', {
    config: { rootDir: path.join(dir, 'e2e') },
    stats: { expected: 5, unexpected: 0, skipped: 0, flaky: 0 },
    suites: [
      {
        title: 'checkout.spec.ts',
        file: 'checkout.spec.ts',
        specs: [spec('checkout.spec.ts', 'pays', { desktop: [4000], mobile: [5500] })],
        suites: [
          {
            title: 'refunds',
            file: 'checkout.spec.ts',
            specs: [spec('checkout.spec.ts', 'refunds', { desktop: [1000, 2500] })],
          },
        ],
      },
      {
        title: 'home.spec.ts',
        file: 'home.spec.ts',
        specs: [spec('home.spec.ts', 'paints', { desktop: [800] })],
      },
    ],
  })

  expect(readPlaywrightSpecTimes(report, dir)).toEqual([
    { file: 'e2e/checkout.spec.ts', project: 'desktop', seconds: 7.5 },
    { file: 'e2e/checkout.spec.ts', project: 'mobile', seconds: 5.5 },
    { file: 'e2e/home.spec.ts', project: 'desktop', seconds: 0.8 },
  ])
})

it('has no browser times without a report', () => {
  expect(readPlaywrightSpecTimes(path.join(dir, 'missing.json'), dir)).toBeNull()
  expect(
    readPlaywrightSpecTimes(writeReport('playwright.json', { errors: ['boom'] }), dir),
  ).toBeNull()
})
