// After `webpack --mode production` (and the server's build): renders the public pages in each language with
// dist/prerender/renderPage.js into dist/client/prerendered/<language>/<page>.html (plus brotli
// and gzip copies). Each is the built index.html with the page's markup in #root, its title and
// description in the head, its language on <html>, and the page's own styles linked, so the
// content shows before the scripts run. The app's scripts (the entry's and the page's) run once
// the page has painted (./startAfterPaint.js) and hydrate it. What a page shows from the API
// and only a release changes (the articles, the legal texts) is asked of this release's API, on
// an in-memory database, and is in the page with the data the app starts with. The server picks the file by path
// and language (src/server/plugins/spa-hosting.ts).
//
// The search and gear pages, which only a signed-in traveller sees, are rendered the same way as
// shells (`SHELLS`): the page as the app first shows it to a traveller, without what is theirs
// (name, basket, period), marked `data-prerendered="shell"` so that the app renders their view
// over it rather than hydrating it (src/client/app/boot.ts). The search's is a page like the
// others (prerendered/<language>/search.html); the gear page's is a template
// (prerendered-templates/<language>/gear.html) in which the server writes the item's name,
// picture and API answer per request (src/server/plugins/page-shells.ts).
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
/**
 * The signed-in pages rendered as shells, with the texts their routes name (app/pageTexts.ts);
 * `template` when the server fills it per request.
 */
const SHELLS = [
  { path: '/search', chunk: 'SearchPage', texts: 'searchPageTexts' },
  { path: '/gear/item', chunk: 'GearDetailsPage', texts: 'gearDetailsPageTexts', template: 'gear' },
]
/** What the server replaces with the gear's API answer, for the app to start with. */
const ANSWERS_SLOT = '<!--build-time-answers-->'
/** The texts every page shows; the cookie banner's load with its code, when it shows. */
const FIRST_NAMESPACES = ['common']

/**
 * The output file of a page path: `/` is index.html, `/legal/en` legal/en.html; a template's in
 * prerendered-templates/.
 */
const fileOf = (language, page) =>
  page.template
    ? path.join(clientDir, 'prerendered-templates', language, `${page.template}.html`)
    : path.join(
        clientDir,
        'prerendered',
        language,
        `${page.path === '/' ? 'index' : page.path.slice(1)}.html`,
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

function pageDocument(
  template,
  manifest,
  page,
  language,
  { markup, requests, answers, namespaces },
) {
  const { head, body } = splitHead(markup)
  const entryScripts = [...template.matchAll(ENTRY_SCRIPT)].map(([, file]) => file)
  if (entryScripts.length === 0) throw new Error('index.html loads no script')
  const chunkFiles = [
    ...manifest.chunks[page.chunk],
    ...[...new Set([...FIRST_NAMESPACES, ...namespaces])].flatMap(
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
  const shell = page.texts !== undefined
  // Replacements are functions: the markup and the scripts may hold `$'` and the like.
  return (
    template
      .replace(/<html lang=[^>]*>/, `<html lang="${language}">`)
      .replace(/<title>[\s\S]*?<\/title>/, () => head)
      .replace(ENTRY_SCRIPT, '')
      // A first-time visitor paints and hydrates this page before the persistence code loads; a
      // signed-in traveller's first render waits for it.
      .replace(START_UP_PRELOAD, (preload) => (shell ? preload : ''))
      .replace(
        '</head>',
        () => `${PAINT_AFTER_HEADER}${styles}${data}${answers}${scriptsAfterPaint(scripts)}</head>`,
      )
      .replace(
        '<div id=root></div>',
        () =>
          `<div id="root" data-prerendered="${shell ? 'shell' : escapeAttribute(language)}">${body}</div>`,
      )
  )
}

/**
 * A shell's form fields are disabled until the app has rendered its own over them: a value chosen
 * in the HTML would be lost as it does (a button pressed meanwhile is held and pressed again
 * instead, ./startAfterPaint.js).
 */
const withFieldsDisabled = (markup) =>
  markup.replace(/<(select|input|textarea)\b([^>]*)>/g, (tag, name, attributes) =>
    /\sdisabled\b/.test(attributes) ? tag : `<${name} disabled=""${attributes}>`,
  )

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
  const write = (language, page, html) => {
    const file = fileOf(language, page)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, html)
    if (page.template) return
    fs.writeFileSync(`${file}.br`, brotli(html))
    fs.writeFileSync(`${file}.gz`, gzip(html))
  }
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
        namespaces: page.namespaces,
      }
      write(language, page, Buffer.from(pageDocument(template, manifest, page, language, rendered)))
    }
    for (const page of SHELLS) {
      const rendered = {
        markup: withFieldsDisabled(
          await renderPage(page.path, language, resources, [], 'signedIn'),
        ),
        requests: [],
        answers: page.template ? ANSWERS_SLOT : '',
        namespaces: renderer[page.texts],
      }
      write(language, page, Buffer.from(pageDocument(template, manifest, page, language, rendered)))
    }
  }
  await api.close()
  console.log(
    `Prerendered ${PAGES.length} pages and ${SHELLS.length} shells in ${LANGUAGES.join(' and ')}.`,
  )
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
