// Jest's testResultsProcessor in `npm test`: adds `fileTimes` to Jest's JSON report, each test
// file's wall time with its project's name, which the report's own per-file entries leave out
// (and a server suite runs in two projects). Plain CommonJS, as Jest requires it uncompiled;
// jestFileTimes.ts reads what it adds.
const path = require('node:path')

module.exports = (results) => ({
  ...results,
  fileTimes: results.testResults.map((result) => ({
    file: path.relative(process.cwd(), result.testFilePath).split(path.sep).join('/'),
    project: result.displayName?.name ?? '',
    // A file that could not start has no times.
    seconds: Math.max(0, (result.perfStats?.end ?? 0) - (result.perfStats?.start ?? 0)) / 1000,
  })),
})
