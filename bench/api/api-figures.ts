/**
 * The load benchmark's figures against the performance targets: share of the ceiling per route,
 * and search and pricing throughput at the largest number of bookings over the smallest.
 */
import type { UncachedSearch } from './uncached-search'
import { percent, type BenchResult, type Figure } from '../figures'
import type { LoadFigures } from './load'
import type { MixedLoad } from './mixed-load'

export type ScenarioName = 'gear' | 'search' | 'pricing' | 'login'

export const rate = (perSecond: number) =>
  perSecond < 100 ? perSecond.toFixed(1) : Math.round(perSecond).toLocaleString('en')
export const ms = (value: number) => `${value.toFixed(1)} ms`
export const share = (load: LoadFigures, ceiling: LoadFigures) =>
  load.requestsPerSecond / ceiling.requestsPerSecond

/** A load's figures beside the ceiling's. */
export function figures(load: LoadFigures, ceiling: LoadFigures) {
  return (
    `${rate(load.requestsPerSecond)} req/s (${percent(share(load, ceiling))} of ceiling)` +
    ` · p50 ${ms(load.p50)} (${(load.p50 / ceiling.p50).toFixed(1)}×)` +
    ` · p99 ${ms(load.p99)} (${(load.p99 / ceiling.p99).toFixed(1)}×)` +
    ` · ${load.errors} errors · ${load.non2xx} non-2xx`
  )
}

export interface Run {
  db: { label: string; bookings: number; seeded: { uncached: UncachedSearch } }
  ceiling: LoadFigures
  loads: Map<ScenarioName, LoadFigures>
  /** Search and pricing while bookings land, when measured. */
  mixed?: MixedLoad
  result: BenchResult
}

export interface ShareTarget {
  name: ScenarioName
  figure: string
  share: number
  p99Ms?: number
}

export const SHARE_TARGETS: ShareTarget[] = [
  { name: 'search', figure: 'Search', share: 0.25, p99Ms: 20 },
  { name: 'pricing', figure: 'Pricing', share: 0.25, p99Ms: 20 },
  { name: 'gear', figure: 'Gear read', share: 0.7 },
]

export function shareFigures(
  run: Run | undefined,
  targets: ShareTarget[],
  where: string,
): Figure[] {
  return targets.map((target) => {
    const load = run?.loads.get(target.name)
    const name = `${target.figure}, share of the ceiling (${where})`
    const wanted = `≥ ${percent(target.share)}${target.p99Ms ? `, p99 < ${target.p99Ms} ms` : ''}`
    if (!run || !load) return { figure: name, measured: 'not measured', target: wanted, met: null }
    const ratio = share(load, run.ceiling)
    return {
      figure: name,
      measured: `${percent(ratio)}${target.p99Ms ? `, p99 ${ms(load.p99)}` : ''}`,
      target: wanted,
      met: ratio >= target.share && (!target.p99Ms || load.p99 < target.p99Ms),
    }
  })
}

/** Search and pricing at each size, and throughput at the largest over the smallest. */
export function flatCost(runs: Run[]): { result: BenchResult; figures: Figure[] } {
  const smallest = runs[0]!
  const largest = runs[runs.length - 1]!
  const rows: string[][] = []
  const result: Figure[] = []
  for (const name of ['search', 'pricing'] as const) {
    for (const run of runs) {
      const load = run.loads.get(name)!
      rows.push([
        `${name}, ${run.db.bookings.toLocaleString('en')} bookings`,
        `${rate(load.requestsPerSecond)} req/s (${percent(share(load, run.ceiling))} of ceiling), p99 ${ms(load.p99)}`,
      ])
    }
    const ratio =
      largest.loads.get(name)!.requestsPerSecond / smallest.loads.get(name)!.requestsPerSecond
    const sizes = `${largest.db.bookings.toLocaleString('en')} / ${smallest.db.bookings.toLocaleString('en')} bookings`
    rows.push([`${name}, throughput ${sizes}`, `${percent(ratio)} (target ≥ 80 %)`])
    result.push({
      figure: `${name === 'search' ? 'Search' : 'Pricing'} throughput, ${sizes} (PostgreSQL)`,
      measured: percent(ratio),
      target: '≥ 80 %',
      met: runs.length > 1 ? ratio >= 0.8 : null,
    })
  }
  return {
    result: { title: 'API cost as bookings pile up (PostgreSQL)', rows, passed: true },
    figures: result,
  }
}

/** The availability query past the cache at the largest size: p99 ≤ 20 ms, ≤ 1.5 × the smallest's. */
export function uncachedFigure(runs: Run[]): Figure {
  const smallest = runs[0]!.db
  const largest = runs[runs.length - 1]!.db
  const { p99Ms, medianMs } = largest.seeded.uncached
  const ratio = p99Ms / smallest.seeded.uncached.p99Ms
  return {
    figure: `Uncached search, ${largest.bookings.toLocaleString('en')} bookings (PostgreSQL, 100 searches past the cache)`,
    measured: `median ${ms(medianMs)}, p99 ${ms(p99Ms)} (${ratio.toFixed(2)} × at ${smallest.bookings.toLocaleString('en')})`,
    target: 'p99 ≤ 20 ms, ≤ 1.5 × at the smallest size',
    met: p99Ms <= 20 && ratio <= 1.5,
  }
}
