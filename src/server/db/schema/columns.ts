import { sql } from 'drizzle-orm'
import { timestamp, uuid } from 'drizzle-orm/pg-core'

// Column shapes and helpers every table file uses; no table lives here, so any of them may
// import it.

/** A point in time, stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true })
export const createdAt = () => instant('created_at').notNull().defaultNow()
export const updatedAt = () => instant('updated_at').notNull().defaultNow()
/** A row's own id, made by the database. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom()

/** A constant list as SQL: ('a', 'b'), for check constraints. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`)
