import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from './db/client'
import { serverSecrets } from './db/schema'

/** 256 random bits, URL-safe: activation codes, reset tokens, refresh token ids, server secrets. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** Tokens are stored as their SHA-256 only: a database leak reveals no usable secret. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

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
