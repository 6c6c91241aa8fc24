// npm run replay -- <report.json>: replays a support report into a fresh store and prints the
// final state as JSON.
import { readFileSync } from 'node:fs'
import { parseReport, replayReport } from '../src/client/features/support/replay'

const file = process.argv[2]
if (!file) {
  console.error('Usage: npm run replay -- <report.json>')
  process.exit(2)
}
try {
  const finalState = replayReport(parseReport(readFileSync(file, 'utf8')))
  process.stdout.write(`${JSON.stringify(finalState, null, 2)}\n`)
} catch (error) {
  console.error(`Cannot replay ${file}: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
