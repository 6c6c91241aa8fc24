import fs from 'node:fs'
import { PGLITE_TEMPLATES_ENV } from './pgliteTemplates'

/** Jest global teardown of the server projects: removes this run's PGlite dumps. */
export default function globalTeardown() {
  const dir = process.env[PGLITE_TEMPLATES_ENV]
  if (!dir) return
  fs.rmSync(dir, { recursive: true, force: true })
  delete process.env[PGLITE_TEMPLATES_ENV]
}
