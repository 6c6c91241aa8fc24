import fs from 'node:fs/promises'

/** Removes the temporary database the browser tests ran on. */
export default async function teardown() {
  const dir = process.env.E2E_DATA_DIR
  if (dir) await fs.rm(dir, { recursive: true, force: true })
}
