/**
 * `tsx scripts/test-timing/measureCeiling.ts <output.json>`: the machine's speed of the day, as
 * `npm run bench` measures it: the server as built (dist/server) on a fresh embedded database,
 * its hello-world route `GET /api/bench/ping` at the bench's connections. `npm test` runs it
 * before its checks, while nothing else runs, and prints the figure beside its times: a run on a
 * slow day reads against a lower ceiling. Writes `{ requestsPerSecond, p50, p99 }`.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { send } from '../../bench/api/http'
import { CONNECTIONS, measure } from '../../bench/api/load'
import { startProductionServer } from '../../bench/productionServer'

const CEILING_PATH = '/api/bench/ping'

async function main(output: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-ceiling-'))
  try {
    const server = await startProductionServer({
      PGLITE_DATA_DIR: dataDir,
      BENCH_ROUTES: 'true',
      RATE_LIMIT_ALLOW_LIST: '127.0.0.1',
    })
    try {
      const probe = await send(`${server.url}${CEILING_PATH}`)
      if (probe.status !== 200) throw new Error(`${CEILING_PATH} answered ${probe.status}`)
      const ceiling = await measure(server.url, { path: CEILING_PATH })
      if (ceiling.errors > 0 || ceiling.non2xx > 0) {
        throw new Error(`${ceiling.errors} errors and ${ceiling.non2xx} non-2xx answers`)
      }
      const { requestsPerSecond, p50, p99 } = ceiling
      fs.writeFileSync(output, JSON.stringify({ requestsPerSecond, p50, p99 }))
      console.log(
        `GET ${CEILING_PATH}, ${CONNECTIONS} connections: ${Math.round(requestsPerSecond)} req/s, p50 ${p50} ms, p99 ${p99} ms`,
      )
    } finally {
      await server.stop()
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

main(process.argv[2]!).catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
