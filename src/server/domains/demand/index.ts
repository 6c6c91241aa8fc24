import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { PeriodicTask } from '../../periodic-task'
import { domainPlugin } from '../../plugins/domain-plugin'
import { DemandTally, type TurnedAway } from './tally'

export type { TurnedAway } from './tally'

/** How often a process adds what it counted to the per-day totals. */
export const DEMAND_FLUSH_MS = 5_000
/** Days counted in memory past which a process adds them at once rather than at the next beat. */
const EARLY_FLUSH_DAYS = 10_000

/** An item's demand the stock did not meet at a location over a period. */
export interface UnmetDemand {
  gear_id: string
  /** Asks whose rental started in the period. */
  asks: number
  /** Units lacking, added over the days of the period. */
  unit_days_short: number
}

export interface DemandService {
  /**
   * Counts asks the stock did not meet, in this process's memory: nothing is written on the way
   * of the request that found them, and nothing about who asked is kept.
   */
  turnedAway(args: { asks: TurnedAway[] }): void
  /** Adds this process's counts to the per-day totals; counts that could not be written are kept. */
  flush(): Promise<void>
  /** Per item, the demand turned away at a location from `from` up to (not including) `until`. */
  totals(args: { locationCode: string; from: string; until: string }): Promise<UnmetDemand[]>
}

interface DemandContext {
  db: Db
  /** Asks for a flush before the next beat, when much is counted. */
  flushSoon(): void
}

/** The context and this process's counts. */
interface DemandState extends DemandContext {
  tally: DemandTally
}

function turnedAway({ tally, flushSoon }: DemandState, { asks }: { asks: TurnedAway[] }) {
  for (const ask of asks) tally.add(ask)
  if (tally.size > EARLY_FLUSH_DAYS) flushSoon()
}

async function flush({ db, tally }: DemandState) {
  const days = tally.take()
  if (days.length === 0) return
  try {
    await db.execute(sql`
      insert into unmet_demand_days (location_code, gear_id, day, asks_starting, units_short)
      select d."locationCode", d."gearId", d.day, d."asksStarting", d."unitsShort"
      from jsonb_to_recordset(${JSON.stringify(days)}::jsonb) as d(
             "locationCode" text, "gearId" uuid, day date, "asksStarting" int, "unitsShort" int)
      join pickup_locations l on l.code = d."locationCode"
      join gear g on g.id = d."gearId"
      on conflict (location_code, gear_id, day) do update
        set asks_starting = unmet_demand_days.asks_starting + excluded.asks_starting,
            units_short = unmet_demand_days.units_short + excluded.units_short`)
  } catch (error) {
    tally.giveBack(days)
    throw error
  }
}

async function totals(
  ctx: DemandContext,
  { locationCode, from, until }: { locationCode: string; from: string; until: string },
): Promise<UnmetDemand[]> {
  const result = (await ctx.db.execute(sql`
    select gear_id, sum(asks_starting)::int as asks, sum(units_short)::int as unit_days_short
    from unmet_demand_days
    where location_code = ${locationCode} and day >= ${from}::date and day < ${until}::date
    group by gear_id
    order by gear_id`)) as unknown as { rows: UnmetDemand[] }
  return result.rows
}

export function createDemandService(ctx: DemandContext): DemandService {
  const state: DemandState = { ...ctx, tally: new DemandTally() }
  return {
    turnedAway: (args) => turnedAway(state, args),
    flush: () => flush(state),
    totals: (args) => totals(state, args),
  }
}

/**
 * The demand the stock did not meet, as `app.demand`: counted in memory, added to the per-day
 * totals every few seconds while the server listens, and once more as it closes.
 */
export const demandPlugin = domainPlugin('demand', ['database'], (app) => {
  let task: PeriodicTask | null = null
  const service = createDemandService({ db: app.db, flushSoon: () => task?.kick() })
  task = new PeriodicTask('unmet demand', () => service.flush(), app.log)
  app.addHook('onListen', async () => task.start(DEMAND_FLUSH_MS))
  app.addHook('preClose', async () => {
    await task.stop()
    await service
      .flush()
      .catch((error: unknown) => app.log.error({ err: error }, 'unmet demand failed'))
  })
  return service
})

declare module 'fastify' {
  interface FastifyInstance {
    demand: DemandService
  }
}
