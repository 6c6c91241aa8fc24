import fs from 'node:fs'
import path from 'node:path'
import { gearTemplateFiles } from './page-shells'

// The pages of the built SPA: its index.html, and the pages the build prerendered (the public
// pages, and the search page's shell).

const PRERENDERED_DIR = 'prerendered'

/** The prerendered pages' files, from their folder: `en/index.html`, `es/how-it-works.html`. */
function prerenderedFiles(clientDir: string): string[] {
  const base = path.join(clientDir, PRERENDERED_DIR)
  if (!fs.existsSync(base)) return []
  return fs
    .readdirSync(base, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
}

/**
 * Pages the build rendered to HTML, by language and path: `en:/`, `es:/how-it-works`,
 * `en:/search` (files prerendered/<language>/<page>.html, `/` being index.html).
 */
export function findPrerenderedPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const file of prerenderedFiles(clientDir)) {
    const [language, ...rest] = file.split(path.sep)
    const page = rest.join('/').replace(/\.html$/, '')
    const pathname = page === 'index' ? '/' : `/${page}`
    pages.set(`${language}:${pathname}`, path.join(PRERENDERED_DIR, file))
  }
  return pages
}

/**
 * The built index.html, the pages prerendered from it (prerendered/<language>/...) and the gear
 * page's templates (page-shells.ts).
 */
export function builtPages(clientDir: string): string[] {
  const indexFile = path.join(clientDir, 'index.html')
  if (!fs.existsSync(indexFile)) return []
  const prerendered = prerenderedFiles(clientDir).map((file) =>
    path.join(clientDir, PRERENDERED_DIR, file),
  )
  const templates = gearTemplateFiles(clientDir).map((file) => path.join(clientDir, file))
  return [indexFile, ...prerendered, ...templates]
}
