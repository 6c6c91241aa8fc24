/**
 * The boundaries the linter keeps (eslint.config.js), proven by feeding ESLint files that break
 * them: each must fail with the rule's advice, and a file that keeps them must pass. The files
 * are virtual (lintText at a path inside src) except where a rule reads other files from disk.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'

const root = path.resolve(__dirname, '../..')
const eslint = new ESLint({ cwd: root })

/** A file that must fail: at `filePath` (relative to the repository), saying `code`. */
interface Violation {
  name: string
  filePath: string
  code: string
  ruleId: string
  /** A part of the message that says what to do instead. */
  advice: string
}

/** The messages of one virtual file, as `rule: message`. */
async function lint(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) })
  return result!.messages.map((message) => ({ ruleId: message.ruleId, message: message.message }))
}

const serverViolations: Violation[] = [
  {
    name: 'a route importing the database module',
    filePath: 'src/server/routes/api/probe/index.ts',
    code: "import { bookings } from '../../../db/schema'\nexport const table = bookings\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Routes do not query the database: call a domain service',
  },
  {
    name: 'a route importing drizzle-orm',
    filePath: 'src/server/routes/api/probe/index.ts',
    code: "import { eq } from 'drizzle-orm'\nexport const equals = eq\n",
    ruleId: 'no-restricted-imports',
    advice: 'Routes do not build queries: call a domain service',
  },
  {
    name: 'a route reaching app.db',
    filePath: 'src/server/routes/api/probe/index.ts',
    code:
      "import type { FastifyInstance } from 'fastify'\n" +
      'export const database = (app: FastifyInstance) => app.db\n',
    ruleId: 'no-restricted-syntax',
    advice: 'Routes do not query app.db: call a domain service',
  },
  {
    name: "a domain importing another domain's internals",
    filePath: 'src/server/domains/payments/probe.ts',
    code: "import { endBooking } from '../bookings/cancellation'\nexport const end = endBooking\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Import the bookings domain through its index',
  },
  {
    name: "a route importing a domain's internals",
    filePath: 'src/server/routes/api/probe/index.ts',
    code: "import { holdUnits } from '../../../domains/bookings/holds'\nexport const hold = holdUnits\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Import the bookings domain through its index',
  },
]

// The client's boundaries (a feature importing another feature's internals, a component
// importing the store) join here as `clientViolations`, checked the same way.

describe.each([['server', serverViolations]])('%s boundaries', (_side, violations) => {
  it.each(violations.map((violation) => [violation.name, violation] as const))(
    'refuses %s',
    async (_name, { filePath, code, ruleId, advice }) => {
      expect(await lint(filePath, code)).toEqual([
        { ruleId, message: expect.stringContaining(advice) },
      ])
    },
  )
})

describe('what keeps the boundaries', () => {
  it('passes a route that validates, calls a service and shapes the answer', async () => {
    const route = `import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { LegalPage, LegalParams } from '../../../../shared/contract/content'

const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:locale',
    { schema: { params: LegalParams, response: { 200: LegalPage } } },
    async (request) => app.content.getLegalPage({ locale: request.params.locale }),
  )
}

export default probeRoutes
`
    expect(await lint('src/server/routes/api/probe/index.ts', route)).toEqual([])
  })

  it('passes a domain that uses another domain through its index', async () => {
    const code = "import { minutesAfter } from '../bookings'\nexport const later = minutesAfter\n"
    expect(await lint('src/server/domains/payments/probe.ts', code)).toEqual([])
  })
})

describe('import circles', () => {
  // The rule follows imports on disk, so the two files of the circle are written into the tree
  // for the test and removed after it.
  const folder = path.join(root, 'src/server/domains/content')
  const name = `circle-probe-${randomBytes(4).toString('hex')}`
  const files = { a: path.join(folder, `${name}-a.ts`), b: path.join(folder, `${name}-b.ts`) }

  afterEach(() => {
    for (const file of Object.values(files)) fs.rmSync(file, { force: true })
  })

  it('refuses two domain files importing each other, and lets type-only imports be', async () => {
    fs.writeFileSync(
      files.a,
      `import { b } from './${name}-b'\nexport const a = () => b()\nexport type A = string\n`,
    )
    fs.writeFileSync(
      files.b,
      `import { a } from './${name}-a'\nexport const b = (): string => String(a)\n`,
    )
    const results = await eslint.lintFiles([files.a, files.b])
    for (const result of results) {
      expect(result.messages).toEqual([
        expect.objectContaining({
          ruleId: 'import-x/no-cycle',
          message: expect.stringContaining('Break the circle: move what both sides need'),
        }),
      ])
    }

    fs.writeFileSync(
      files.b,
      `import type { A } from './${name}-a'\nexport const b = (): A => 'b'\n`,
    )
    const typeOnly = await new ESLint({ cwd: root }).lintFiles([files.a, files.b])
    expect(typeOnly.flatMap((result) => result.messages)).toEqual([])
  })
})
