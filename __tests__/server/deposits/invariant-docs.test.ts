/**
 * The money invariant operators run by hand (docs/operations.md) is the query the gauge and the
 * tests run: the two never drift apart.
 */
import fs from 'node:fs'
import path from 'node:path'
import { PgDialect } from 'drizzle-orm/pg-core'
import { MONEY_INVARIANT_SQL } from '../../../src/server/domains/payments/money-check'

const words = (text: string) => text.replace(/;\s*$/, '').split(/\s+/).filter(Boolean).join(' ')

it('writes out in the operations guide the very query the money check runs', () => {
  const guide = fs.readFileSync(path.join(__dirname, '../../../docs/operations.md'), 'utf8')
  const [, written] =
    /```sql\n([\s\S]*?)```/.exec(guide.slice(guide.indexOf('**Money adds up.**'))) ?? []
  const { sql } = new PgDialect().sqlToQuery(MONEY_INVARIANT_SQL)
  expect(written).toBeDefined()
  expect(words(written!)).toBe(words(sql))
})
