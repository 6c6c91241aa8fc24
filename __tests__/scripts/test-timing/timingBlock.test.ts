/** The "Where the time went" block that `npm test` prints before its closing line. */
import type { FileTime } from '../../../scripts/test-timing/fileTime'
import { formatSeconds, slowest, timingBlock } from '../../../scripts/test-timing/timingBlock'

it('writes seconds with a tenth under a minute, and minutes with whole seconds from a minute on', () => {
  expect(formatSeconds(0.04)).toBe('0.0s')
  expect(formatSeconds(9.87)).toBe('9.9s')
  expect(formatSeconds(59.94)).toBe('59.9s')
  expect(formatSeconds(59.96)).toBe('1m 00s')
  expect(formatSeconds(312.4)).toBe('5m 12s')
  expect(formatSeconds(1385.6)).toBe('23m 06s')
})

it('ranks the ten slowest first, a tie by file and then project', () => {
  const times: FileTime[] = Array.from({ length: 12 }, (_, index) => ({
    file: `__tests__/server/suite-${String(index).padStart(2, '0')}.test.ts`,
    project: 'server (postgres)',
    seconds: index,
  }))
  times.push({ ...times[11]!, project: 'server (pglite)' })

  expect(slowest(times).map((time) => `${time.seconds} ${time.project} ${time.file}`)).toEqual([
    '11 server (pglite) __tests__/server/suite-11.test.ts',
    '11 server (postgres) __tests__/server/suite-11.test.ts',
    '10 server (postgres) __tests__/server/suite-10.test.ts',
    '9 server (postgres) __tests__/server/suite-09.test.ts',
    '8 server (postgres) __tests__/server/suite-08.test.ts',
    '7 server (postgres) __tests__/server/suite-07.test.ts',
    '6 server (postgres) __tests__/server/suite-06.test.ts',
    '5 server (postgres) __tests__/server/suite-05.test.ts',
    '4 server (postgres) __tests__/server/suite-04.test.ts',
    '3 server (postgres) __tests__/server/suite-03.test.ts',
  ])
})

it("prints each step's time, the run's, the ceiling of the day, and the slowest files with their projects", () => {
  const block = timingBlock({
    steps: [
      { name: 'type check', passed: true, seconds: 41.23 },
      { name: 'lint', passed: true, seconds: 58 },
      { name: 'format', passed: true, seconds: 10.3 },
      { name: 'jest', passed: false, seconds: 312.4 },
      { name: 'client build', passed: false, seconds: 17 },
      { name: 'browser tests', passed: false, seconds: null },
    ],
    totalSeconds: 400.2,
    sideBySide: ['type check', 'lint', 'format'],
    ceiling: { requestsPerSecond: 9870.4, p99: 11 },
    files: [
      {
        title: 'Slowest Jest files',
        report: '.test-results/jest.json',
        times: [
          { file: '__tests__/client/app/router.test.tsx', project: 'client', seconds: 4.5 },
          {
            file: '__tests__/server/bookings/races.test.ts',
            project: 'server (postgres)',
            seconds: 75,
          },
        ],
      },
    ],
  })

  expect(block).toEqual([
    '== Where the time went',
    'type check     ok     41.2s',
    'lint           ok     58.0s',
    'format         ok     10.3s',
    'jest           FAIL  5m 12s',
    'client build   FAIL   17.0s',
    'browser tests  FAIL not run',
    'total                6m 40s  (type check, lint and format side by side)',
    "ceiling of the day: 9,870 req/s, p99 11 ms (the bench's GET /api/bench/ping, measured before the checks)",
    '',
    'Slowest Jest files:',
    '   1m 15s  server (postgres)  __tests__/server/bookings/races.test.ts',
    '     4.5s  client             __tests__/client/app/router.test.tsx',
  ])
})

it('says plainly when the ceiling or a report is missing, or lists no file', () => {
  const block = timingBlock({
    steps: [{ name: 'browser tests', passed: false, seconds: null }],
    totalSeconds: 1,
    sideBySide: [],
    ceiling: null,
    files: [
      { title: 'Slowest Jest files', report: '.test-results/jest.json', times: [] },
      { title: 'Slowest browser specs', report: '.test-results/playwright.json', times: null },
    ],
  })

  expect(block).toContain('ceiling of the day: not measured')
  expect(block.slice(-3)).toEqual([
    'Slowest Jest files: none ran',
    '',
    'Slowest browser specs: no report (.test-results/playwright.json was not written)',
  ])
})
