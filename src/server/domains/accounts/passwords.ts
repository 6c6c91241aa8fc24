import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's recommended minimum: 19 MiB memory, 2 passes, 1 lane. */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export const hashPassword = (password: string) => hash(password, OPTIONS)

/** A real hash to verify against when no account matches, so both paths take as long. */
let decoy: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (passwordHash === null) {
    decoy ??= hashPassword('decoy password that matches no account')
    await verify(await decoy, password).catch(() => false)
    return false
  }
  return verify(passwordHash, password).catch(() => false)
}
