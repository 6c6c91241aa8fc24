/**
 * The performance targets' front-end figures, read from the rows the size and Lighthouse
 * benchmarks print: initial JavaScript above the floor, and per page the Lighthouse score, LCP
 * next to the floor app's and TBT. A row that is missing or reads otherwise is "not measured".
 */
import type { BenchResult, Figure } from './figures'

const INITIAL_ABOVE_FLOOR_TARGET_KB = 15

interface PageTarget {
  page: string
  score: number
  /** Most LCP as a multiple of the floor app's. */
  lcpRatio: number
  /** Most total blocking time, when the target sets one. */
  tbtMs?: number
}

const PAGE_TARGETS: PageTarget[] = [
  { page: '/', score: 98, lcpRatio: 1 },
  { page: '/how-it-works', score: 98, lcpRatio: 1 },
  { page: '/blog', score: 98, lcpRatio: 1 },
  { page: '/search', score: 97, lcpRatio: 1, tbtMs: 150 },
  { page: '/gear/', score: 97, lcpRatio: 1, tbtMs: 150 },
]

const rowsOf = (results: BenchResult[], title: string) =>
  results.find((result) => result.title.startsWith(title))?.rows ?? []

function sizeFigure(results: BenchResult[]): Figure {
  const row = rowsOf(results, 'Front end: JavaScript size').find(([name]) =>
    name!.startsWith('Above the floor'),
  )
  const kB = row && /^(-?[\d.]+) kB/.exec(row[1]!)
  const target = `≤ ${INITIAL_ABOVE_FLOOR_TARGET_KB} kB`
  const figure = 'Initial JS of `/` above the floor (brotli)'
  if (!kB) return { figure, measured: 'not measured', target, met: null }
  const value = Number(kB[1])
  return { figure, measured: `${value} kB`, target, met: value <= INITIAL_ABOVE_FLOOR_TARGET_KB }
}

function pageFigure(results: BenchResult[], target: PageTarget): Figure {
  const row = rowsOf(results, 'Front end: Lighthouse').find(([name]) =>
    target.page === '/' ? name!.startsWith('`/`') : name!.startsWith(`\`${target.page}`),
  )
  const text = row?.[1] ?? ''
  const score = /score (\d+)/.exec(text)
  const lcp = /LCP ([\d.]+) s \(floor ([\d.]+) s/.exec(text)
  const tbt = /TBT (\d+) ms/.exec(text)
  const figure = `Lighthouse mobile, \`${target.page === '/gear/' ? '/gear/{id}' : target.page}\``
  const wanted =
    `score ≥ ${target.score}, LCP ≤ ${target.lcpRatio.toFixed(2)}× the floor's` +
    (target.tbtMs ? `, TBT < ${target.tbtMs} ms` : '')
  if (!score || !lcp || !tbt) return { figure, measured: 'not measured', target: wanted, met: null }
  const ratio = Number(lcp[1]) / Number(lcp[2])
  const tbtMs = Number(tbt[1])
  return {
    figure,
    measured: `score ${score[1]}, LCP ${ratio.toFixed(2)}× the floor's, TBT ${tbtMs} ms`,
    target: wanted,
    met:
      Number(score[1]) >= target.score &&
      ratio <= target.lcpRatio &&
      (!target.tbtMs || tbtMs < target.tbtMs),
  }
}

export function frontEndFigures(results: BenchResult[]): Figure[] {
  return [sizeFigure(results), ...PAGE_TARGETS.map((target) => pageFigure(results, target))]
}
