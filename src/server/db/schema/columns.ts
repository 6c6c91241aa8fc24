import { sql } from 'drizzle-orm'
import { bigint, integer, timestamp, uuid } from 'drizzle-orm/pg-core'

// Column shapes and helpers every table file uses; no table lives here, so any of them may
// import it.

/** A point in time, stored with its time zone. */
export const instant = (name: string) => timestamp(name, { withTimezone: true })
export const createdAt = () => instant('created_at').notNull().defaultNow()
export const updatedAt = () => instant('updated_at').notNull().defaultNow()
/** A row's own id, made by the database. */
export const generatedId = () => uuid('id').primaryKey().defaultRandom()

/** Cents kept for one record, nought until added to. */
export const cents = (name: string) => integer(name).notNull().default(0)
/** Cents added up over many records (past what an integer holds), nought until added to. */
export const centsSum = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0)

/** A constant list as SQL: ('a', 'b'), for check constraints. */
export const sqlList = (values: readonly string[]) =>
  sql.raw(`(${values.map((value) => `'${value}'`).join(', ')})`)
