/**
 * How an error is written to the log. A database error is personal data waiting to leak:
 * drizzle writes the query's parameters into its message ("Failed query: ... params: ..."),
 * and PostgreSQL's own message and detail may quote the values ("Failing row contains ...").
 * So one is logged by what it is (SQL state, constraint, table, column) and where it was thrown,
 * never by what it says.
 */
import { stdSerializers } from 'pino'
import { DrizzleQueryError } from 'drizzle-orm/errors'

/** The fields of a PostgreSQL error (pg and PGlite alike) that name things, never values. */
interface DriverError extends Error {
  code?: unknown
  severity?: unknown
  schema?: unknown
  table?: unknown
  column?: unknown
  dataType?: unknown
  constraint?: unknown
  routine?: unknown
}

const SQL_STATE = /^[0-9A-Z]{5}$/

const isDriverError = (error: Error): error is DriverError => {
  const { code, severity } = error as DriverError
  return typeof code === 'string' && SQL_STATE.test(code) && typeof severity === 'string'
}

const isDatabaseError = (error: Error) => error instanceof DrizzleQueryError || isDriverError(error)

/** The error and its causes, outermost first (at most a few: causes can go round). */
function chainOf(error: Error): Error[] {
  const chain: Error[] = []
  for (let at: unknown = error; at instanceof Error && chain.length < 8; at = at.cause) {
    if (chain.includes(at)) break
    chain.push(at)
  }
  return chain
}

/** Where it was thrown: the stack's frames, without the message that heads it. */
const framesOf = (error: Error) =>
  (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n')

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** A database error as the log may keep it: what failed and where, no value of the query. */
function databaseErrorEntry(error: Error, chain: Error[]) {
  const driver = chain.find(isDriverError)
  return {
    type: error.constructor.name,
    message: `Database error${driver ? ` ${String(driver.code)}` : ''} (its query and values are not logged)`,
    sql_state: text(driver?.code),
    severity: text(driver?.severity),
    schema: text(driver?.schema),
    table: text(driver?.table),
    column: text(driver?.column),
    data_type: text(driver?.dataType),
    constraint: text(driver?.constraint),
    routine: text(driver?.routine),
    stack: chain.map(framesOf).join('\ncaused by:\n'),
  }
}

/** The logger's serializer of `err`: pino's own, except for a database error anywhere in the chain. */
export function serializeError(error: unknown) {
  if (!(error instanceof Error)) return stdSerializers.err(error as Error)
  const chain = chainOf(error)
  return chain.some(isDatabaseError) ? databaseErrorEntry(error, chain) : stdSerializers.err(error)
}
