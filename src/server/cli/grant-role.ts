/**
 * `npm run grant-role -- <email> <admin|moderator|user>`: gives an account a role (the first
 * admin of a production site, a new moderator), creating it activated when it does not exist,
 * with the password in ACCOUNT_PASSWORD. Uses the server's own configuration (DATABASE_URL or
 * PGLITE_DATA_DIR); with PGlite, run it while the server is stopped.
 */
import { ROLES, type Role } from '../../shared/domain/constants'
import { prepareDatabase } from '../app'
import { loadConfig } from '../config'
import { grantRole } from '../domains/accounts'

async function main() {
  const [email, role] = process.argv.slice(2)
  if (!email || !role || !(ROLES as readonly string[]).includes(role)) {
    console.error('Usage: npm run grant-role -- <email> <admin|moderator|user>')
    console.error('A new account takes its password from ACCOUNT_PASSWORD.')
    return 2
  }
  const database = await prepareDatabase(loadConfig())
  try {
    const password = process.env.ACCOUNT_PASSWORD || undefined
    const outcome = await grantRole(database.db, { email, role: role as Role, password })
    console.log(`${outcome === 'created' ? 'Created' : 'Updated'} ${email} as ${role}.`)
    return 0
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Cannot grant the role: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  },
)
