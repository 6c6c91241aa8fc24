// After `webpack --mode production`: renders the public pages in each language with
// dist/prerender/renderPage.js into dist/client/prerendered/<language>/<page>.html (plus brotli
// and gzip copies). Each is the built index.html with the page's markup in #root, its title and
// description in the head, its language on <html>, and the page's own scripts and styles linked,
// so the content shows before the scripts run and the app hydrates it. The server picks the
// file by path and language (src/server/plugins/spa-hosting.ts).
const fs = require('node:fs')
const path = require('node:path')
const { brotli, gzip } = require('./compressAssets')

const root = path.resolve(__dirname, '../..')
const clientDir = path.join(root, 'dist/client')
const LANGUAGES = ['en', 'es']

/** Public pages with their route chunk and the translation namespaces they show. */
const PAGES = [
  { path: '/', chunk: 'HomePage', namespaces: ['gear'] },
  { path: '/how-it-works', chunk: 'HowItWorksPage', namespaces: ['howItWorks'] },
  { path: '/blog', chunk: 'BlogPage', namespaces: ['content'] },
  { path: '/legal/en', chunk: 'LegalPage', namespaces: ['content'] },
  { path: '/legal/es', chunk: 'LegalPage', namespaces: ['content'] },
]
const FIRST_NAMESPACES = ['common', 'consent']

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

function pageDocument(template, manifest, page, language, markup) {
  const { head, body } = splitHead(markup)
  const chunkFiles = [
    ...manifest.chunks[page.chunk],
    ...[...FIRST_NAMESPACES, ...page.namespaces].flatMap(
      (namespace) => manifest.chunks[`i18n-${language}-${namespace}-json`] ?? [],
    ),
  ].filter((file) => !manifest.entry.includes(file))
  const links = chunkFiles
    .map((file) =>
      file.endsWith('.css')
        ? `<link href="/${file}" rel="stylesheet">`
        : `<link href="/${file}" rel="preload" as="script">`,
    )
    .join('')
  return template
    .replace(/<html lang=[^>]*>/, `<html lang="${language}">`)
    .replace(/<title>[\s\S]*?<\/title>/, head)
    .replace('</head>', `${links}</head>`)
    .replace(
      '<div id=root></div>',
      `<div id="root" data-prerendered="${escapeAttribute(language)}">${body}</div>`,
    )
}

async function main() {
  const { renderPage } = require(path.join(root, 'dist/prerender/renderPage.js'))
  const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')
  if (!template.includes('<div id=root></div>')) throw new Error('index.html has no empty #root')
  const manifest = JSON.parse(fs.readFileSync(path.join(clientDir, 'asset-manifest.json'), 'utf8'))
  const resources = readTranslations()
  for (const language of LANGUAGES) {
    for (const page of PAGES) {
      const markup = await renderPage(page.path, language, resources)
      const html = Buffer.from(pageDocument(template, manifest, page, language, markup))
      const file = fileOf(language, page.path)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, html)
      fs.writeFileSync(`${file}.br`, brotli(html))
      fs.writeFileSync(`${file}.gz`, gzip(html))
    }
  }
  console.log(`Prerendered ${PAGES.length} pages in ${LANGUAGES.join(' and ')}.`)
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error)
    process.exit(1)
  },
)
