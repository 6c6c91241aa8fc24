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
    name: 'the database module importing a domain',
    filePath: 'src/server/db/probe.ts',
    code: "import { recountStock } from '../domains/inventory'\nexport const recount = recountStock\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'put code that needs a domain outside db/',
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

const clientViolations: Violation[] = [
  {
    name: "a feature importing another feature's internals",
    filePath: 'src/client/features/quote/Probe.tsx',
    code: "import { selectBasketItems } from '../basket/basketSlice'\nexport const items = selectBasketItems\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Import the basket feature through its index (features/basket)',
  },
  {
    name: "app/ importing a feature's internals",
    filePath: 'src/client/app/probe.ts',
    code: "import { basketSlice } from '../features/basket/basketSlice'\nexport const slice = basketSlice\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Import the basket feature through its index (features/basket), or from app/ through',
  },
  {
    name: "a room of the desk importing another room's internals",
    filePath: 'src/client/features/desk/inventory/Probe.tsx',
    code: "import { deskPaths } from '../shell/deskPaths'\nexport const to = deskPaths\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: "Import the desk's shell room through its index (features/desk/shell)",
  },
  {
    name: 'another feature importing a room of the desk',
    filePath: 'src/client/features/quote/Probe.tsx',
    code: "import { deskPaths } from '../desk/shell'\nexport const to = deskPaths\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Import the desk feature through its index (features/desk)',
  },
  {
    name: 'a component importing the store module',
    filePath: 'src/client/components/Probe.tsx',
    code: "import { store } from '../app/store'\nexport const state = () => store.getState()\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Components take what they show as props',
  },
  {
    name: "a component importing a feature's API endpoints",
    filePath: 'src/client/components/Probe.tsx',
    code: "import { useGetGearQuery } from '../features/gear/gearApi'\nexport const gear = useGetGearQuery\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Components take what they show as props',
  },
  {
    name: 'a component importing RTK Query',
    filePath: 'src/client/components/Probe.tsx',
    code: "import { skipToken } from '@reduxjs/toolkit/query/react'\nexport const skip = skipToken\n",
    ruleId: 'no-restricted-imports',
    advice: 'Components do not call the API',
  },
  {
    name: 'a component reading the store through react-redux',
    filePath: 'src/client/components/Probe.tsx',
    code: "import { useStore } from 'react-redux'\nexport const useProbe = useStore\n",
    ruleId: 'no-restricted-imports',
    advice: 'Components take what they show as props',
  },
  {
    name: 'shared code importing client code',
    filePath: 'src/shared/domain/probe.ts',
    code: "import { paths } from '../../client/app/paths'\nexport const home = paths\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Shared code imports only shared code and packages',
  },
  {
    name: 'shared code importing a file outside src',
    filePath: 'src/shared/domain/probe.ts',
    code: "import en from '../../../translations/en/common.json'\nexport const english = en\n",
    ruleId: 'import-x/no-restricted-paths',
    advice: 'Shared code imports only shared code and packages',
  },
]

describe.each([
  ['server', serverViolations],
  ['client and shared', clientViolations],
])('%s boundaries', (_side, violations) => {
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

  it("passes a feature that uses another feature's index, and a component that takes props", async () => {
    const feature =
      "import { selectBasketItems } from '../basket'\nexport const items = selectBasketItems\n"
    expect(await lint('src/client/features/quote/Probe.tsx', feature)).toEqual([])
    const component =
      "import type { ReactNode } from 'react'\nexport const Probe = ({ children }: { children: ReactNode }) => children\n"
    expect(await lint('src/client/components/Probe.tsx', component)).toEqual([])
  })

  it("passes app/ assembling from a feature's entries, and a desk room using another's index", async () => {
    const app =
      "import { basketSlice } from '../features/basket/slices'\n" +
      "import { homePage } from '../features/home/pages'\n" +
      'export const parts = [basketSlice, homePage]\n'
    expect(await lint('src/client/app/probe.ts', app)).toEqual([])
    const room = "import { deskPaths } from '../shell'\nexport const to = deskPaths\n"
    expect(await lint('src/client/features/desk/inventory/Probe.tsx', room)).toEqual([])
  })

  it('passes a domain that uses another domain through its index', async () => {
    const code =
      "import { bookingsPlugin } from '../bookings'\nexport const plugin = bookingsPlugin\n"
    expect(await lint('src/server/domains/payments/probe.ts', code)).toEqual([])
  })
})

/**
 * Two files of a would-be circle in `folder`, written into the tree by a test (the rule follows
 * imports on disk) and removed after it. `lint` writes the code given (a file left out keeps
 * what it has) and returns each file's messages.
 */
function circleProbe(folder: string) {
  const name = `circle-probe-${randomBytes(4).toString('hex')}`
  const files = {
    a: path.join(root, folder, `${name}-a.ts`),
    b: path.join(root, folder, `${name}-b.ts`),
  }
  afterEach(() => {
    for (const file of Object.values(files)) fs.rmSync(file, { force: true })
  })
  const lint = async (code: { a?: string; b?: string }) => {
    if (code.a !== undefined) fs.writeFileSync(files.a, code.a)
    if (code.b !== undefined) fs.writeFileSync(files.b, code.b)
    const results = await new ESLint({ cwd: root }).lintFiles([files.a, files.b])
    return results.map((result) => result.messages)
  }
  return { name, lint }
}

/** Two files importing each other, `a` with `more` after its own code. */
const mutual = (name: string, more = '') => ({
  a: `import { b } from './${name}-b'\nexport const a = () => b()\n${more}`,
  b: `import { a } from './${name}-a'\nexport const b = (): string => String(a)\n`,
})

const circleRefused = [
  expect.objectContaining({
    ruleId: 'import-x/no-cycle',
    message: expect.stringContaining('Break the circle: move what both sides need'),
  }),
]

describe('import circles', () => {
  const probe = circleProbe('src/server/domains/content')

  it('refuses two domain files importing each other, and lets type-only imports be', async () => {
    const circle = mutual(probe.name, 'export type A = string\n')
    expect(await probe.lint(circle)).toEqual([circleRefused, circleRefused])
    const typeOnly = `import type { A } from './${probe.name}-a'\nexport const b = (): A => 'b'\n`
    expect(await probe.lint({ b: typeOnly })).toEqual([[], []])
  })
})

describe('import circles in the client', () => {
  const probe = circleProbe('src/client/features/errors')

  it('refuses two client files importing each other, and lets a lazily loaded side be', async () => {
    expect(await probe.lint(mutual(probe.name))).toEqual([circleRefused, circleRefused])
    // A chunk loaded with import() runs after the code that asked for it: load order is safe.
    const lazy = `export const b = () => import('./${probe.name}-a').then((module) => String(module.a))\n`
    expect(await probe.lint({ b: lazy })).toEqual([[], []])
  })
})
