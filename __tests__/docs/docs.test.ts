/**
 * The docs stay true to the code (docs/testing.md, the docs test). A doc is any Markdown file of
 * the repository: README.md, the references under docs/, the benchmark runs under bench/runs/
 * and the README.md beside the code it maps. The test fails when:
 *
 * (a) docs/architecture.md has no line for a server domain or a client feature folder;
 * (b) a doc is linked from nowhere: no doc reachable from README.md links to it;
 * (c) a path a doc writes (a link, or a path in backticks such as `src/server/app.ts` or
 *     `features/checkout/`) names nothing, or a link's #anchor names no heading of its target;
 * (d) a code name a doc writes in backticks (see `isCodeName`) occurs nowhere in the code;
 * (e) a doc says how many tests or files there are (a count that is stale after the next change);
 *
 * and when a code comment cites a Markdown file that does not exist. The runs under bench/runs/
 * are dated records of what was measured then: they are checked for (b) and (c) only.
 */
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(__dirname, '../..')

/** Folders that are not the repository's own text: installed, built, or left by runs. */
const NOT_OURS = new Set(['node_modules', '.git', 'dist', '.data', 'coverage', 'test-results'])
const NOT_OURS_PATHS = new Set(['playwright-report', '.test-results', 'bench/results'])

/** Every file (`a/b.ts`) and folder (`a/`) of the repository, from its root. */
function walk(dir = ''): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = dir ? `${dir}/${entry.name}` : entry.name
    if (NOT_OURS.has(entry.name) || NOT_OURS_PATHS.has(relative)) return []
    return entry.isDirectory() ? [`${relative}/`, ...walk(relative)] : [relative]
  })
}

const entries = walk()
const paths = new Set(entries.map((entry) => entry.replace(/\/$/, '')))
/** Every path and every tail of one (`checkout/CheckoutForm.tsx`, `CheckoutForm.tsx`). */
const tails = new Set(
  [...paths].flatMap((entry) => entry.split('/').map((_, i, parts) => parts.slice(i).join('/'))),
)
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')

// ---------------------------------------------------------------------------------------------
// The docs, read as Markdown

interface Doc {
  file: string
  text: string
  /** The text without its fenced code blocks. */
  prose: string
  /** Spans in backticks, whitespace folded. */
  spans: string[]
  /** Link targets, as written. */
  links: string[]
  /** The anchors its headings give, as GitHub makes them. */
  anchors: Set<string>
}

const FENCED = /^[ \t]*(```|~~~)[\s\S]*?^[ \t]*\1[ \t]*$/gm
const SPAN = /`([^`]+)`/g
const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g
const HEADING = /^#{1,6}[ \t]+(.+?)[ \t]*#*$/gm

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a dash. */
function anchorOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

function readDoc(file: string): Doc {
  const text = read(file)
  const prose = text.replace(FENCED, '')
  const spans = [...prose.matchAll(SPAN)].map(([, span]) => span!.replace(/\s+/g, ' ').trim())
  const links = [...prose.replace(SPAN, '').matchAll(LINK)].map(([, target]) => target!)
  const anchors = new Set<string>()
  for (const [, heading] of prose.matchAll(HEADING)) {
    const anchor = anchorOf(heading!)
    let unique = anchor
    for (let n = 1; anchors.has(unique); n++) unique = `${anchor}-${n}`
    anchors.add(unique)
  }
  return { file, text, prose, spans, links, anchors }
}

const docs = entries.filter((entry) => entry.endsWith('.md')).map(readDoc)
const docByFile = new Map(docs.map((doc) => [doc.file, doc]))
const isRun = (doc: Doc) => doc.file.startsWith('bench/runs/')

const isExternal = (target: string) => /^[a-z][a-z+.-]*:/i.test(target)

/** A link's target from the repository's root, and its anchor. */
function resolveLink(doc: Doc, target: string): { file: string; anchor: string | null } {
  const [where = '', anchor = null] = target.split('#')
  const file = where
    ? path.posix.normalize(path.posix.join(path.posix.dirname(doc.file), where))
    : doc.file
  return { file: file.replace(/\/$/, ''), anchor }
}

// ---------------------------------------------------------------------------------------------
// (a) every server domain and client feature in docs/architecture.md

const foldersOf = (dir: string) =>
  entries
    .filter((entry) => entry.startsWith(`${dir}/`) && entry.endsWith('/'))
    .map((entry) => entry.slice(dir.length + 1, -1))
    .filter((name) => name !== '' && !name.includes('/'))

/** The text of docs/architecture.md under the heading that contains `title`, to the next heading. */
function sectionOf(title: string): string {
  const architecture = docByFile.get('docs/architecture.md')?.prose ?? ''
  const start = architecture.search(new RegExp(`^#+ .*${title}`, 'm'))
  if (start < 0) return ''
  const rest = architecture.slice(start)
  const bodyStart = rest.indexOf('\n') + 1
  const end = rest.slice(bodyStart).search(/^#/m)
  return end < 0 ? rest : rest.slice(0, bodyStart + end)
}

it('(a) names every server domain and client feature in docs/architecture.md', () => {
  const missing = [
    ...foldersOf('src/server/domains').map((name) => ({
      section: 'Server domains',
      folder: `src/server/domains/${name}`,
      name,
    })),
    ...foldersOf('src/client/features').map((name) => ({
      section: 'Client features',
      folder: `src/client/features/${name}`,
      name,
    })),
  ]
    .filter(({ section, name }) => !sectionOf(section).includes(`\`${name}\``))
    .map(
      ({ section, folder, name }) =>
        `docs/architecture.md, section "${section}": no line for ${folder} (\`${name}\`)`,
    )
  expect(missing).toEqual([])
})

// The README is the front door: what it is, the two commands, configuration, where to go next.
it('keeps README.md a front door of at most 15 kB', () => {
  expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(15_000)
})

// ---------------------------------------------------------------------------------------------
// (b) every doc reachable from README.md

it('(b) links every doc from README.md or a doc reachable from it', () => {
  const reached = new Set<string>()
  const toVisit = ['README.md']
  while (toVisit.length > 0) {
    const file = toVisit.pop()!
    const doc = docByFile.get(file)
    if (!doc || reached.has(file)) continue
    reached.add(file)
    for (const target of doc.links.filter((link) => !isExternal(link))) {
      const { file: linked } = resolveLink(doc, target)
      toVisit.push(docByFile.has(linked) ? linked : `${linked}/README.md`)
    }
  }
  const unlinked = docs
    .filter((doc) => !reached.has(doc.file))
    .map((doc) => `${doc.file}: no doc reachable from README.md links to it`)
  expect(unlinked).toEqual([])
})

// ---------------------------------------------------------------------------------------------
// (c) every path written and every link's anchor exists

/** A span that names a path: no spaces, a slash, and a file extension, a closing slash or a top folder. */
const PATH_LIKE = /^(?:\.{1,2}\/)?[\w@.-]+(?:\/[\w@.-]+)*\/?$/
const topFolders = new Set(
  entries.filter((entry) => /^[^/]+\/$/.test(entry)).map((e) => e.slice(0, -1)),
)

function isPath(span: string): boolean {
  const first = span.split('/')[0]!
  return (
    span.includes('/') &&
    PATH_LIKE.test(span) &&
    (span.endsWith('/') || /\.\w+$/.test(span) || topFolders.has(first))
  )
}

/** `translations/{en,es}/desk.json` names two paths. */
function expand(span: string): string[] {
  const group = /\{([^{}]+)\}/.exec(span)
  if (!group) return [span]
  return group[1]!.split(',').flatMap((part) => expand(span.replace(group[0], part)))
}

/** Folders .gitignore names (`dist/`, `.data/`, `bench/results/`): written by builds and runs. */
const generated = read('.gitignore')
  .split('\n')
  .filter((line) => /^[\w.][\w./-]*\/$/.test(line.trim()))
  .map((line) => line.trim())

/**
 * A path from the root, from the doc's folder, or the tail of one (`features/checkout/`); or one
 * inside a folder that builds and runs write.
 */
function exists(doc: Doc, written: string): boolean {
  const clean = written.replace(/\/$/, '').replace(/^\.\//, '')
  const fromDoc = path.posix.normalize(path.posix.join(path.posix.dirname(doc.file), clean))
  return (
    paths.has(fromDoc) ||
    tails.has(clean) ||
    generated.some((folder) => `${clean}/`.startsWith(folder))
  )
}

it('(c) writes only paths that exist, and links only to headings that exist', () => {
  const problems: string[] = []
  for (const doc of docs) {
    for (const target of doc.links.filter((link) => !isExternal(link))) {
      const { file, anchor } = resolveLink(doc, target)
      if (!paths.has(file)) problems.push(`${doc.file}: link to ${target}: no file ${file}`)
      else if (anchor && !docByFile.get(file)?.anchors.has(anchor)) {
        problems.push(`${doc.file}: link to ${target}: ${file} has no heading #${anchor}`)
      }
    }
    for (const span of doc.spans.filter((span) => !span.includes('*'))) {
      for (const written of expand(span).filter(isPath)) {
        if (!exists(doc, written)) problems.push(`${doc.file}: \`${span}\`: no such file or folder`)
      }
    }
  }
  expect(problems).toEqual([])
})

// ---------------------------------------------------------------------------------------------
// (d) every code name written occurs in the code

/**
 * What counts as a code name, in a span in backticks that is not a path:
 * - a file name (`checkoutListeners.ts`): a file of that name must exist;
 * - within the span, an identifier in camelCase (`useGetQuoteQuery`), in PascalCase of two words
 *   or more (`CheckoutForm`), in UPPER_SNAKE_CASE (`INSUFFICIENT_STOCK`, `DATABASE_URL`) or in
 *   lower_snake_case (`grand_total`, `staff_actions`): it must occur in the code.
 * Plain words (`hold`, `SVQ`, `Retry-After`) and HTTP paths (`/api/quotes`) are not checked.
 */
const CODE_NAME = [
  /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$/,
  /^[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+$/,
  /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/,
  /^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/,
]
const isCodeName = (token: string) => CODE_NAME.some((pattern) => pattern.test(token))
/** Names of other software that the docs write in backticks. */
const OTHER_SOFTWARE = new Set(['max_connections', 'pg_dump'])
const FILE_NAME = /^[\w.-]+\.(?:ts|tsx|js|json|css|sql|html|md)$/

/** The code: sources, tests, browser journeys, scripts, benchmarks, texts and configuration. */
const CODE_FOLDERS = ['src/', '__tests__/', 'e2e/', 'scripts/', 'bench/', 'translations/', '.ci/']
const CODE_FILE = /(?:\.(?:ts|tsx|js|cjs|mjs|json|css|sql|html|yml|yaml)|\/run)$/
const thisTest = path.relative(root, __filename).split(path.sep).join('/')
const codeFiles = entries.filter(
  (entry) =>
    CODE_FILE.test(entry) &&
    entry !== thisTest &&
    entry !== 'package-lock.json' &&
    (!entry.includes('/') || CODE_FOLDERS.some((folder) => entry.startsWith(folder))),
)
const codeText = codeFiles.map(read)
const codeNames = new Set(codeText.flatMap((text) => text.match(/[A-Za-z_$][\w$]*/g) ?? []))

it('(d) writes only code names that occur in the code', () => {
  const problems: string[] = []
  for (const doc of docs.filter((doc) => !isRun(doc))) {
    for (const span of doc.spans.filter((span) => !expand(span).some(isPath))) {
      if (FILE_NAME.test(span)) {
        if (!tails.has(span)) problems.push(`${doc.file}: \`${span}\`: no file of that name`)
        continue
      }
      // Command-line options (`--selectProjects`) are the tools' own.
      for (const name of span.replace(/--[\w-]+/g, '').match(/[A-Za-z_$][\w$]*/g) ?? []) {
        if (isCodeName(name) && !codeNames.has(name) && !OTHER_SOFTWARE.has(name)) {
          problems.push(`${doc.file}: \`${span}\`: ${name} occurs nowhere in the code`)
        }
      }
    }
  }
  expect([...new Set(problems)]).toEqual([])
})

// ---------------------------------------------------------------------------------------------
// (e) no counts of tests or files

const COUNT =
  /\b\d[\d,]*\s+(?:(?:view|unit|e2e|browser|server|client) )?(?:tests?|test files|files|suites|specs)\b|\b\d[\d,]*\s+(?:passed|skipped|failed)\b/gi

it('(e) states no number of tests or files', () => {
  const problems = docs
    .filter((doc) => !isRun(doc))
    .flatMap((doc) =>
      [...doc.text.matchAll(COUNT)].map(
        ([count]) => `${doc.file}: "${count}": counts drift, say where to look instead`,
      ),
    )
  expect(problems).toEqual([])
})

// ---------------------------------------------------------------------------------------------
// Code comments cite docs that exist

it('cites from the code only docs that exist', () => {
  const problems = codeFiles.flatMap((file, i) =>
    [...codeText[i]!.matchAll(/(?<![\w/.-])(docs\/[\w-]+\.md|[A-Z][A-Z_-]*\.md)\b/g)]
      .map(([, cited]) => cited!)
      .filter((cited) => !paths.has(cited))
      .map((cited) => `${file}: cites ${cited}, which does not exist`),
  )
  expect([...new Set(problems)]).toEqual([])
})
