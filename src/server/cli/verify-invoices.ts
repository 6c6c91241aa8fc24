/**
 * `npm run invoices:verify`: walks the chain of invoice records from the first and names the
 * first broken link (exit 1), or says how many records hold (exit 0). Reads the server's own
 * configuration (DATABASE_URL or PGLITE_DATA_DIR) and changes nothing; with PGlite, run it
 * while the server is stopped.
 */
import { loadConfig } from '../config'
import { openDatabase } from '../db/client'
import { verifyChain } from '../domains/invoices'

async function main() {
  const database = await openDatabase(loadConfig().database)
  try {
    const { checked, broken } = await verifyChain(database.db)
    if (!broken) {
      console.log(`The invoice chain holds: ${checked} records checked.`)
      return 0
    }
    console.error(
      `The invoice chain is broken at ${broken.number} (record ${broken.chainPosition} of the ` +
        `chain): ${broken.reason}. The ${checked} records before it hold.`,
    )
    return 1
  } finally {
    await database.close()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`Cannot verify the invoices: ${error instanceof Error ? error.message : error}`)
    process.exit(2)
  },
)
