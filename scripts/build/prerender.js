// After `webpack --mode production` (and the server's build): renders the public pages in each language with
// dist/prerender/renderPage.js into dist/client/prerendered/<language>/<page>.html (plus brotli
// and gzip copies). Each is the built index.html with the page's markup in #root, its title and
// description in the head, its language on <html>, and the page's own styles linked, so the
// content shows before the scripts run. The app's scripts (the entry's and the page's) run once
// the page has painted (./startAfterPaint.js) and hydrate it. What a page shows from the API
// and only a release changes (the articles, the legal texts) is asked of this release's API, on
// an in-memory database, and is in the page with the data the app starts with. The server picks the file by path
// and language (src/server/plugins/spa-hosting.ts).
const fs = require('node:fs')
const path = require('node:path')
const { brotli, gzip } = require('./compressAssets')
const { START_UP_PRELOAD } = require('./preloadChunks')
const { scriptsAfterPaint } = require('./startAfterPaint')

const root = path.resolve(__dirname, '../..')
const clientDir = path.join(root, 'dist/client')
const LANGUAGES = ['en', 'es']

/**
 * Public pages with their route chunk and the translation namespaces they show; the API answers
 * they show come from the renderer (`buildTimeRequests`, `preloadedRequests`).
 */
const PAGES = [
  { path: '/', chunk: 'HomePage', namespaces: ['gear'] },
  { path: '/how-it-works', chunk: 'HowItWorksPage', namespaces: ['howItWorks'] },
  { path: '/blog', chunk: 'BlogPage', namespaces: ['content'] },
  { path: '/legal/en', chunk: 'LegalPage', namespaces: ['content'] },
  { path: '/legal/es', chunk: 'LegalPage', namespaces: ['content'] },
]
/** The texts every page shows; the cookie banner's load with its code, when it shows. */
const FIRST_NAMESPACES = ['common']

/** The output file of a page path: `/` is index.html, `/legal/en` legal/en.html. */
const fileOf = (language, pagePath) =>
  path.join(
    clientDir,
    'prerendered',
    language,
    `${pagePath === '/' ? 'index' : pagePath.slice(1)}.html`,
  )

function readTranslations() {
  const resources = {}
  for (const language of LANGUAGES) {
    resources[language] = {}
    const dir = path.join(root, 'translations', language)
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      resources[language][path.basename(file, '.json')] = JSON.parse(
        fs.readFileSync(path.join(dir, file), 'utf8'),
      )
    }
  }
  return resources
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

/** React writes the page's <title> and <meta name="description"> with the markup: move them. */
function splitHead(markup) {
  const head = []
  const body = markup.replace(
    /<title>[\s\S]*?<\/title>|<meta name="description"[^>]*\/?>|<link rel="preload"[^>]*\/?>/g,
    (tag) => {
      head.push(tag)
      return ''
    },
  )
  return { head: head.join(''), body }
}

/**
 * The page paints once its header is whole (up to `<main id="main">`): its right-hand actions
 * would otherwise move over as the rest of them is parsed, on a slow phone.
 */
const PAINT_AFTER_HEADER = '<link rel="expect" href="#main" blocking="render">'

/** The entry's script tags, which index.html loads at once: a prerendered page starts them later. */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?\/([^"> ]+)"?><\/script>/g

function pageDocument(template, manifest, page, language, { markup, requests, answers }) {
  const { head, body } = splitHead(markup)
  const entryScripts = [...template.matchAll(ENTRY_SCRIPT)].map(([, file]) => file)
  if (entryScripts.length === 0) throw new Error('index.html loads no script')
  const chunkFiles = [
    ...manifest.chunks[page.chunk],
    ...[...FIRST_NAMESPACES, ...page.namespaces].flatMap(
      (namespace) => manifest.chunks[`i18n-${language}-${namespace}-json`] ?? [],
    ),
  ].filter((file) => !manifest.entry.includes(file))
  const styles = chunkFiles
    .filter((file) => file.endsWith('.css'))
    .map((file) => `<link href="/${file}" rel="stylesheet">`)
    .join('')
  const scripts = [...entryScripts, ...chunkFiles.filter((file) => file.endsWith('.js'))]
  const data = requests
    .map((url) => `<link href="${url}" rel="preload" as="fetch" crossorigin="anonymous">`)
    .join('')
  // Replacements are functions: the markup and the scripts may hold `$'` and the like.
  return (
    template
      .replace(/<html lang=[^>]*>/, `<html lang="${language}">`)
      .replace(/<title>[\s\S]*?<\/title>/, () => head)
      .replace(ENTRY_SCRIPT, '')
      // A first-time visitor paints and hydrates this page before the persistence code loads.
      .replace(START_UP_PRELOAD, '')
      .replace(
        '</head>',
        () => `${PAINT_AFTER_HEADER}${styles}${data}${answers}${scriptsAfterPaint(scripts)}</head>`,
      )
      .replace(
        '<div id=root></div>',
        () => `<div id="root" data-prerendered="${escapeAttribute(language)}">${body}</div>`,
      )
  )
}

/** This release's API (dist/server) on an in-memory database, with the content it seeds. */
async function openApi() {
  const { loadConfig } = require(path.join(root, 'dist/server/config.js'))
  const { buildApp } = require(path.join(root, 'dist/server/app.js'))
  const config = loadConfig({
    NODE_ENV: 'test',
    PGLITE_DATA_DIR: 'memory://',
    SEED_CATALOGUE: 'false',
    SEED_DEMO_DATA: 'false',
    CLIENT_DIR: 'none',
  })
  return buildApp(config)
}

/** The API's answers to a page's build-time requests, as the renderer takes them. */
async function answersOf(app, requests) {
  return Promise.all(
    requests.map(async ({ url, ...entry }) => {
      const response = await app.inject(url)
      if (response.statusCode !== 200) {
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
      }
      return { ...entry, value: response.json() }
    }),
  )
}

async function main() {
  const renderer = require(path.join(root, 'dist/prerender/renderPage.js'))
  const { renderPage, buildTimeRequests, buildTimeAnswersScript, preloadedRequests } = renderer
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  if (!template.includes('<div id=root></div>')) throw new Error('index.html has no empty #root')
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, 'asset-manifest.json'), 'utf8'))
  const resources = readTranslations()
  const api = await openApi()
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      const answers = await answersOf(api, buildTimeRequests(page.path, language))
      const rendered = {
        markup: await renderPage(page.path, language, resources, answers),
        requests: preloadedRequests(page.path),
        answers: buildTimeAnswersScript(answers),
      }
      const html = Buffer.from(pageDocument(template, manifest, page, language, rendered))
      const file = fileOf(language, page.path)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, html)
      fs.writeFileSync(`${file}.br`, brotli(html))
      fs.writeFileSync(`${file}.gz`, gzip(html))
    }
  }
  await api.close()
  console.log(`Prerendered ${PAGES.length} pages in ${LANGUAGES.join(' and ')}.`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
