import { defineConfig } from 'drizzle-kit'

/** `npm run db:generate` writes a migration from changes to the schema; they run at start. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './src/server/db/migrations',
})
