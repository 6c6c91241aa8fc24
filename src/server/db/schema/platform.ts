import { integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { ownerId } from './accounts'
import { createdAt, instant } from './columns'

// What the server keeps for itself, across its processes: rate-limit counters, its secrets, and
// the answers to idempotent requests.

/**
 * Requests per (rate-limited route, client address) in the current window, counted here rather
 * than in one process's memory so that a limit holds across every server process.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: instant('window_ends_at').notNull(),
})

/** Secrets the server generates for itself once and shares between its processes. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * A request's Idempotency-Key and the answer it got, so a retry gets the same one: booking a
 * quote (the traveller's key) and the desk's cancellations and refunds (the admin's key).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
)
