import { freeLoopbackPort } from '../../../scripts/loopback'
import { openDatabase, type Database } from '../../../src/server/db/client'
import { ServerProcess } from './serverProcess'
import { createScratchPostgres } from './testDatabase'

export interface Answer {
  status: number
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers
}

/** One HTTP request to a running server, as a browser (or a load balancer) would send it. */
export async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; form?: boolean } = {},
): Promise<Answer> {
  const { body, headers = {}, form = false } = options
  const contentType: Record<string, string> =
    body === undefined
      ? {}
      : { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' }
  const res = await fetch(`${server.base}${url}`, {
    method,
    redirect: 'manual',
    headers: { ...contentType, ...headers },
    body: body === undefined ? undefined : form ? String(body) : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // An HTML page (the sandbox checkout) stays text.
  }
  return { status: res.status, body: parsed, headers: res.headers }
}

/** Polls `check` every 200 ms until it holds (or throws once `timeoutMs` has passed). */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/**
 * Two real server processes (the production entry) on one scratch PostgreSQL database, as a
 * load balancer would see them, started at the same moment on a database they both migrate and
 * seed; and the test's own connection to that database.
 */
export async function startServerPair(env: Record<string, string>) {
  const scratch = await createScratchPostgres()
  const servers = await Promise.all(
    [0, 1].map(
      async () =>
        new ServerProcess(await freeLoopbackPort(), { DATABASE_URL: scratch.url, ...env }),
    ),
  )
  try {
    await Promise.all(servers.map((server) => server.start()))
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop('SIGKILL')))
    await scratch.drop()
    throw error
  }
  const database: Database = await openDatabase({ kind: 'postgres', url: scratch.url })
  return {
    servers: servers as [ServerProcess, ServerProcess],
    db: database.db,
    /** Stops both gracefully (a deployment's SIGTERM), then drops the database. */
    async stop() {
      const codes = await Promise.all(servers.map((server) => server.stop()))
      await database.close()
      await scratch.drop()
      return codes
    },
  }
}
