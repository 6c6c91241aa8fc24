/**
 * Front-end size: the JavaScript `/` needs for its first render (the entry scripts, the home
 * page's chunks and the English translations it shows) raw, gzip and brotli, and the largest
 * lazily loaded chunk, against the bare-stack floor app (bench/floor) built in the same run with
 * the same webpack and Babel settings. Sizes are deterministic, so the budgets fail CI.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export const root = path.resolve(__dirname, '../..')
export const appDir = path.join(root, 'dist/client')
export const floorDir = path.join(root, 'dist/floor')

/**
 * Budgets (brotli bytes): the app's own weight above the floor, and any one lazy chunk. The
 * first is kept at 15 kB by loading later what the first paint does not need (docs/performance.md).
 */
export const INITIAL_ABOVE_FLOOR_BUDGET = 15 * 1024
export const LAZY_CHUNK_BUDGET = 30 * 1024
/**
 * Budgets (brotli bytes) of named lazy chunks with every script they load: the Reports screen
 * brings its chart library (uPlot, about 20 kB), which no other chunk carries. The desk's scanner
 * (about 3.9 kB) loads its barcode polyfill (ZXing's glue code, about 12.5 kB) only in browsers
 * without `BarcodeDetector`; the polyfill's WebAssembly file (about 350 kB brotli) is no script.
 * The desk's offline queue (about 4.7 kB: its slice, listeners, IndexedDB engine with idb-keyval,
 * banner and rows) loads when the desk opens, apart from the desk's own chunk.
 */
export const CHUNK_GROUP_BUDGETS: Record<string, number> = {
  DeskReports: 26 * 1024,
  DeskScanner: 4.25 * 1024,
  DeskScannerPolyfill: 12.75 * 1024,
  DeskOffline: 5 * 1024,
}

/** The page chunk and translation namespaces `/` renders with for a first-time visitor. */
const HOME_PAGE_CHUNK = 'HomePage'
const HOME_NAMESPACES = ['common', 'gear']

export interface Sizes {
  raw: number
  gzip: number
  brotli: number
}

interface Manifest {
  entry: string[]
  chunks: Record<string, string[]>
}

const isScript = (file: string) => file.endsWith('.js')

function sizesOf(dir: string, files: string[]): Sizes {
  return files.reduce(
    (total, file) => {
      const bytes = fs.readFileSync(path.join(dir, file))
      return {
        raw: total.raw + bytes.length,
        gzip: total.gzip + zlib.gzipSync(bytes, { level: 9 }).length,
        brotli:
          total.brotli +
          zlib.brotliCompressSync(bytes, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }).length,
      }
    },
    { raw: 0, gzip: 0, brotli: 0 },
  )
}

function readManifest(dir: string): Manifest {
  const file = path.join(dir, 'asset-manifest.json')
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build with \`npm run build\``)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
}

/** Every script `/` runs before its first render is complete. */
export function homeScripts(manifest: Manifest): string[] {
  const groups = [HOME_PAGE_CHUNK, ...HOME_NAMESPACES.map((ns) => `i18n-en-${ns}-json`)]
  const missing = groups.filter((name) => !manifest.chunks[name])
  if (missing.length > 0) throw new Error(`No chunk named ${missing.join(', ')} in the build`)
  const files = [...manifest.entry, ...groups.flatMap((name) => manifest.chunks[name]!)]
  return [...new Set(files)].filter(isScript)
}

/** Each lazily loaded script once, with the chunks that load it. */
function lazyScripts(manifest: Manifest): Map<string, string[]> {
  const users = new Map<string, string[]>()
  for (const [name, files] of Object.entries(manifest.chunks)) {
    for (const file of files.filter(isScript)) {
      if (!manifest.entry.includes(file)) users.set(file, [...(users.get(file) ?? []), name])
    }
  }
  return users
}

/** Builds the floor app into dist/floor with the product's webpack settings. */
export function buildFloor(): void {
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/webpack'),
    ['--config', 'bench/floor/webpack.config.js'],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  if (run.status !== 0) throw new Error('The floor app did not build')
}

export interface SizeReport {
  initial: Sizes
  initialFiles: number
  floor: Sizes
  largestLazy: { file: string; usedBy: string[]; sizes: Sizes }
  /** Each budgeted chunk group with the scripts it loads, against its budget. */
  groups: { name: string; sizes: Sizes; budget: number; withinBudget: boolean }[]
  initialWithinBudget: boolean
  lazyWithinBudget: boolean
}

/** Measures the built app (dist/client) against the built floor (dist/floor). */
export function measureSizes(): SizeReport {
  const app = readManifest(appDir)
  const floor = readManifest(floorDir)
  const initialFiles = homeScripts(app)
  const initial = sizesOf(appDir, initialFiles)
  const floorSizes = sizesOf(floorDir, floor.entry.filter(isScript))
  const lazy = [...lazyScripts(app)].map(([file, usedBy]) => ({
    file,
    usedBy,
    sizes: sizesOf(appDir, [file]),
  }))
  const largestLazy = lazy.reduce((a, b) => (b.sizes.brotli > a.sizes.brotli ? b : a))
  const groups = Object.entries(CHUNK_GROUP_BUDGETS).map(([name, budget]) => {
    const files = app.chunks[name]
    if (!files) throw new Error(`No chunk named ${name} in the build`)
    const sizes = sizesOf(appDir, files.filter(isScript))
    return { name, sizes, budget, withinBudget: sizes.brotli <= budget }
  })
  return {
    initial,
    initialFiles: initialFiles.length,
    floor: floorSizes,
    largestLazy,
    groups,
    initialWithinBudget: initial.brotli <= floorSizes.brotli + INITIAL_ABOVE_FLOOR_BUDGET,
    lazyWithinBudget:
      largestLazy.sizes.brotli <= LAZY_CHUNK_BUDGET && groups.every((group) => group.withinBudget),
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const triple = (s: Sizes) => `${kB(s.raw)} raw, ${kB(s.gzip)} gzip, ${kB(s.brotli)} brotli`

/** The report's rows for a measurement. */
export function sizeRows(report: SizeReport): string[][] {
  const { initial, floor, largestLazy } = report
  const above = initial.brotli - floor.brotli
  return [
    [`Initial JS for \`/\` (${report.initialFiles} files)`, triple(initial)],
    ['Floor app initial JS', triple(floor)],
    [
      'Above the floor (brotli)',
      `${kB(above)} (${(initial.brotli / floor.brotli).toFixed(2)}× the floor); budget ${kB(INITIAL_ABOVE_FLOOR_BUDGET)}: ${report.initialWithinBudget ? 'ok' : 'BROKEN'}`,
    ],
    [
      `Largest lazy chunk (${largestLazy.usedBy.join(', ')})`,
      `${triple(largestLazy.sizes)}; budget ${kB(LAZY_CHUNK_BUDGET)} brotli: ${largestLazy.sizes.brotli <= LAZY_CHUNK_BUDGET ? 'ok' : 'BROKEN'}`,
    ],
    ...report.groups.map((group) => [
      `${group.name} chunk with the scripts it loads`,
      `${triple(group.sizes)}; budget ${kB(group.budget)} brotli: ${group.withinBudget ? 'ok' : 'BROKEN'}`,
    ]),
  ]
}

/** The size benchmark: builds the floor, measures the current build of the app. */
export async function bundleSizeBench() {
  buildFloor()
  const report = measureSizes()
  return {
    title: 'Front end: JavaScript size',
    rows: sizeRows(report),
    passed: report.initialWithinBudget && report.lazyWithinBudget,
  }
}
