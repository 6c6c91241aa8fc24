import { eq } from 'drizzle-orm'
import type { Db } from './db/client'
import { serverSecrets } from './db/schema'
import { randomToken } from './services/accounts/secrets'

/**
 * A secret the server generates once and keeps in the database, so every process of one
 * deployment shares it and restarts keep it (JWT signing, sandbox webhook signing).
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomToken() })
    .onConflictDoNothing({ target: serverSecrets.name })
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name))
  if (!row) throw new Error(`The server secret ${name} could not be stored`)
  return row.value
}
