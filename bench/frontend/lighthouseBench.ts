/**
 * Lighthouse (mobile defaults, simulated throttling) on the production build: `/`,
 * `/how-it-works` and `/blog` as a first-time visitor, `/search` and `/gear/{id}` signed in as
 * the demo traveller; median of 3 runs of the performance score, LCP, TBT and CLS, next to the
 * same runs on the bare-stack floor app (bench/floor) served by the same server, because scores
 * on a busy machine swing. Figures are reported; the targets are shown, not enforced.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import { CHROMIUM_FLAGS, chromiumPath } from '../../scripts/chromium'
import { appDir, floorDir, root } from './bundleSize'
import {
  BENCH_TRAVELLER,
  prepareBenchDatabase,
  startProductionServer,
  type RunningServer,
} from '../productionServer'

const RUNS = 3

interface Figures {
  score: number
  lcp: number
  tbt: number
  cls: number
}

interface Page {
  name: string
  path: string
  signedIn: boolean
  target: Target
}

/** What a page must reach, measured in the same run as the floor app. */
interface Target {
  score: number
  /** Largest LCP as a multiple of the floor app's. */
  lcpOfFloor: number
  /** Largest total blocking time, in milliseconds (none when absent). */
  tbt?: number
}

/** Public pages (prerendered): the floor's LCP or better. */
const PUBLIC_TARGET: Target = { score: 98, lcpOfFloor: 1 }
/** Signed-in pages, painted from their HTML before the app renders the traveller's view. */
const APP_TARGET: Target = { score: 97, lcpOfFloor: 1, tbt: 150 }

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

interface LighthouseReport {
  categories: { performance?: { score: number | null } }
  audits: Record<string, { numericValue?: number } | undefined>
}

/**
 * One Lighthouse run through its command line in plain Node (code it sends to the page must not
 * pass through the TypeScript loader this script runs under).
 */
async function runLighthouse(chrome: LaunchedChrome, url: string, keepStorage: boolean) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      `--port=${chrome.port}`,
      '--only-categories=performance',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      ...(keepStorage ? ['--disable-storage-reset'] : []),
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  )
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR
  if (reportDir) {
    fs.mkdirSync(reportDir, { recursive: true })
    const name = new URL(url).pathname.replace(/\W+/g, '_') || 'root'
    const file = `${new URL(url).port}${name}-${Date.now()}.json`
    fs.writeFileSync(path.join(reportDir, file), stdout)
  }
  const { categories, audits } = JSON.parse(stdout) as LighthouseReport
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  }
}

/** Signs in through the API and writes the session where the app reads it at start-up. */
async function sessionEntries(origin: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(BENCH_TRAVELLER),
  })
  if (!response.ok) throw new Error(`Demo traveller login failed: ${response.status}`)
  const session = (await response.json()) as {
    access_token: string
    refresh_token: string
    expires_in: number
    user_id: string
    role: string
    email: string
  }
  return {
    // The keys of docs/product.md (Records and storage). Tokens found in local storage move to
    // session storage at start-up (docs/product.md, State machines).
    access_token: session.access_token,
    refresh_token: session.refresh_token,
    token_expires_in: String(session.expires_in),
    token_created_at: String(Math.floor(Date.now() / 1000)),
    user_id: session.user_id,
    role: session.role,
    email: session.email,
    cookie_consent: JSON.stringify({
      essential: true,
      analytics: false,
      timestamp: new Date().toISOString(),
    }),
  }
}

/** Writes the entries into the browser's local storage for the origin (a returning visitor). */
async function seedLocalStorage(
  chrome: LaunchedChrome,
  origin: string,
  entries: Record<string, string>,
) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    await page.goto(`${origin}/robots.txt`)
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value)
    }, entries)
    await page.close()
  } finally {
    await browser.close()
  }
}

/** A gear id from the demo catalogue at SVQ. */
async function someGearId(origin: string): Promise<string> {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
  const query = new URLSearchParams({
    pickup_location_code: 'SVQ',
    start_date: day(40),
    end_date: day(43),
    pickup_time: '10:00',
    return_time: '18:00',
    limit: '1',
  })
  const response = await fetch(`${origin}/api/gear?${query}`)
  const body = (await response.json()) as { items?: { _id: string }[] }
  const id = body.items?.[0]?._id
  if (!id) throw new Error(`No demo gear to measure (${response.status})`)
  return id
}

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
/** A run whose trace Chromium did not record (NO_NAVSTART and the like) is run again. */
const ATTEMPTS = 3

/** One run in a fresh Chromium (signed in: on a profile whose local storage holds the session). */
async function measureOnce(url: string, session: Record<string, string> | null): Promise<Figures> {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-lighthouse-'))
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: CHROME_FLAGS,
    userDataDir,
  })
  try {
    if (session) await seedLocalStorage(chrome, new URL(url).origin, session)
    return await runLighthouse(chrome, url, session !== null)
  } finally {
    chrome.kill()
    fs.rmSync(userDataDir, { recursive: true, force: true })
  }
}

async function measure(
  server: RunningServer,
  pagePath: string,
  session: Record<string, string> | null,
): Promise<Figures> {
  const runs: Figures[] = []
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * ATTEMPTS; attempt += 1) {
    try {
      runs.push(await measureOnce(`${server.url}${pagePath}`, session))
    } catch (error) {
      console.error(
        `Lighthouse run on ${pagePath} failed, running it again:`,
        String(error).slice(0, 300),
      )
    }
  }
  if (runs.length < RUNS) throw new Error(`Lighthouse could not measure ${pagePath}`)
  return {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const ratio = (app: number, floor: number) => (floor > 0 ? `${(app / floor).toFixed(2)}×` : 'n/a')

function targetText(target: Target): string {
  const parts = [`score ≥${target.score}`, `LCP ≤${target.lcpOfFloor}× floor`, 'CLS 0']
  if (target.tbt !== undefined) parts.push(`TBT <${target.tbt} ms`)
  return parts.join(', ')
}

function meets(target: Target, app: Figures, floor: Figures): boolean {
  return (
    app.score >= target.score &&
    app.lcp <= floor.lcp * target.lcpOfFloor &&
    app.cls === 0 &&
    (target.tbt === undefined || app.tbt < target.tbt)
  )
}

function row(page: Page, app: Figures, floor: Figures): string[] {
  const met = meets(page.target, app, floor) ? 'met' : 'not met'
  return [
    `\`${page.path}\`${page.signedIn ? ' (signed in)' : ''}`,
    [
      `score ${app.score} (floor ${floor.score}, ${ratio(app.score, floor.score)})`,
      `LCP ${seconds(app.lcp)} (floor ${seconds(floor.lcp)}, ${ratio(app.lcp, floor.lcp)})`,
      `TBT ${Math.round(app.tbt)} ms (floor ${Math.round(floor.tbt)} ms)`,
      `CLS ${app.cls.toFixed(3)} (floor ${floor.cls.toFixed(3)})`,
      `target ${targetText(page.target)}: ${met}`,
    ].join('; '),
  ]
}

/** The production server with the catalogue in a fresh PGlite directory, serving `clientDir`. */
async function startClientServer(clientDir: string): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gear-bench-'))
  const forget = () => fs.rmSync(dataDir, { recursive: true, force: true })
  const env = { PGLITE_DATA_DIR: dataDir }
  const server = await prepareBenchDatabase(env)
    .then((database) => database.close())
    .then(() => startProductionServer({ ...env, CLIENT_DIR: clientDir, LOG_LEVEL: 'warn' }))
    .catch((error: unknown) => {
      forget()
      throw error
    })
  return { url: server.url, stop: () => server.stop().then(forget) }
}

export async function lighthouseBench() {
  const app = await startClientServer(appDir)
  const floor = await startClientServer(floorDir)
  try {
    const session = await sessionEntries(app.url)
    const gearId = await someGearId(app.url)
    const pages: Page[] = [
      { name: 'home', path: '/', signedIn: false, target: PUBLIC_TARGET },
      { name: 'how it works', path: '/how-it-works', signedIn: false, target: PUBLIC_TARGET },
      { name: 'blog', path: '/blog', signedIn: false, target: PUBLIC_TARGET },
      { name: 'search', path: '/search', signedIn: true, target: APP_TARGET },
      { name: 'gear', path: `/gear/${gearId}`, signedIn: true, target: APP_TARGET },
    ]
    const floorFigures = await measure(floor, '/', null)
    const rows: string[][] = []
    for (const page of pages) {
      const figures = await measure(app, page.path, page.signedIn ? session : null)
      rows.push(row(page, figures, floorFigures))
    }
    rows.push([
      'Floor app `/`',
      `score ${floorFigures.score}; LCP ${seconds(floorFigures.lcp)}; TBT ${Math.round(floorFigures.tbt)} ms; CLS ${floorFigures.cls.toFixed(3)}`,
    ])
    // Targets are reported, not enforced: scores swing with the machine's load.
    return { title: `Front end: Lighthouse, mobile, median of ${RUNS}`, rows, passed: true }
  } finally {
    await Promise.all([app.stop(), floor.stop()])
  }
}
