import type {
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
  RateLimitOptions,
} from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore'
import { lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rateLimitCounters } from '../../db/schema'
import { sha256 } from '../../secrets'

type Counted = Parameters<Parameters<FastifyRateLimitStore['incr']>[1]>[1]

/**
 * What @fastify/rate-limit hands `child` for each limited route: the route's limit settings with
 * the route itself under `routeInfo` (its typings say the route options themselves).
 */
type LimitedRoute = RateLimitOptions & { routeInfo: { method: string | string[]; url?: string } }

declare module '@fastify/rate-limit' {
  interface RateLimitOptions {
    /**
     * Count this route's requests in the database, so the limit holds for every server process
     * together (sign-in, sign-up, password reset, token refresh). Without it a route counts in
     * its process's memory: no write per request (on PGlite, a write would also drop the cached
     * availability answers), at the price of a limit per process.
     */
    acrossProcesses?: boolean
  }
}

/**
 * One more request from `key` in its window, counted in one atomic upsert: a window that has run
 * out starts again at 1. Answers the count and the milliseconds the window has left.
 */
async function countRequest(db: Db, key: string, windowMs: number): Promise<Counted> {
  const window = sql`${windowMs}::float8 * interval '1 millisecond'`
  const windowOver = sql`${rateLimitCounters.windowEndsAt} <= now()`
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key: sha256(key), hits: 1, windowEndsAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${windowOver} then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then now() + ${window} else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateLimitCounters.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - now()) * 1000))::float8`,
    })
  return row!
}

/**
 * The per-address rate limits' counters of the routes limited `acrossProcesses`, kept in the
 * database instead of each process's memory, so a limit (30 sign-ins per 15 minutes from one
 * address, sign-ups per hour...) holds however many server processes share the database. Keys are
 * stored hashed: no client address is kept.
 */
class DatabaseRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly db: Db,
    private readonly scope: string,
  ) {}

  incr(key: string, callback: (error: Error | null, result?: Counted) => void, windowMs: number) {
    countRequest(this.db, `${this.scope}\n${key}`, windowMs).then(
      (counted) => callback(null, counted),
      (error: Error) => callback(error),
    )
  }

  /**
   * Each limited route counts on its own: in the database when limited `acrossProcesses`, in
   * this process's memory otherwise.
   */
  child(route: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
    const settings = route as unknown as LimitedRoute
    const { routeInfo } = settings
    if (!settings.acrossProcesses) {
      return new LocalStore(settings.continueExceeding, settings.exponentialBackoff, settings.cache)
    }
    return new DatabaseRateLimitStore(this.db, `${String(routeInfo.method)} ${routeInfo.url ?? ''}`)
  }
}

/** The store @fastify/rate-limit builds itself from, bound to `db`. */
export function rateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  return class extends DatabaseRateLimitStore {
    constructor() {
      super(db, '')
    }
  }
}

/** Counters whose window is over count nothing any more; any process may clear them. */
export async function deleteEndedRateLimitWindows(db: Db) {
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`))
}
