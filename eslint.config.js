// Lint: TypeScript rules, React hooks, and the boundaries of docs/architecture.md (client never
// imports server, server never imports client, shared imports neither), plus the server's own:
// no import circles, routes never reach the database, the database imports no domain, a domain
// is entered only by its index; and the client's: no import circles, a feature is entered only by
// its public entries (app/ included), a room of the desk only by its index, components never reach
// the store or RTK Query, shared code imports only shared code.
// __tests__/lint/boundaries.test.ts feeds these rules bad files to prove they hold.
const fs = require('node:fs')
const path = require('node:path')
const tseslint = require('typescript-eslint')
const reactHooks = require('eslint-plugin-react-hooks')
const importX = require('eslint-plugin-import-x')
const prettier = require('eslint-config-prettier')
const globals = require('globals')

const STORAGE_MESSAGE =
  'Keep state in a persisted slice (app/persistence.ts); only the engines in src/client/lib/persistence touch storage and cookies.'

/** The server's domains: one folder each under src/server/domains, entered by its index.ts. */
const SERVER_DOMAINS = fs
  .readdirSync(path.join(__dirname, 'src/server/domains'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * A rule whose messages end with what to do instead. import-x/no-cycle says only that there is a
 * cycle; the same rule, with advice, keeps its name.
 */
const withAdvice = (rule, advice) => ({
  ...rule,
  meta: {
    ...rule.meta,
    messages: Object.fromEntries(
      Object.entries(rule.meta.messages).map(([id, text]) => [id, `${text}. ${advice}`]),
    ),
  },
})

const importXWithAdvice = {
  ...importX,
  rules: {
    ...importX.rules,
    'no-cycle': withAdvice(
      importX.rules['no-cycle'],
      'Break the circle: move what both sides need into a third module, or import types with `import type`.',
    ),
  },
}

/** The folders directly under `dir` (relative to this file). */
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(__dirname, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)

/**
 * The client's features: one folder each under src/client/features, entered by its index.ts,
 * and by app/ also through its pages.ts (routes, each page in its own chunk), slices.ts (the
 * store's parts, without the feature's views) and listeners.ts (the listeners the store starts).
 */
const CLIENT_FEATURES = foldersIn('src/client/features')
const FEATURE_ENTRIES = ['./index.ts', './pages.ts', './slices.ts', './listeners.ts']

/** The desk's rooms: one folder each under src/client/features/desk, entered by its index.ts. */
const DESK_ROOMS = foldersIn('src/client/features/desk')

/** Every server file outside one domain's folder. */
const outsideDomain = (domain) => [
  `./src/server/domains/!(${domain})/**`,
  './src/server/!(domains)/**',
  './src/server/*.ts',
]

/** Every client feature file outside one feature's folder, and app/. */
const outsideFeature = (feature) => [
  `./src/client/features/!(${feature})/**`,
  './src/client/app/**',
]

/** Every desk file outside one room's folder (the rest of the client is outside the desk). */
const outsideRoom = (room) => [
  `./src/client/features/desk/!(${room})/**`,
  './src/client/features/desk/*.*',
]

module.exports = tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      '.data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.test-results/',
      'src/server/db/migrations/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importXWithAdvice },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
      // The rules that read the imported files (no-cycle) parse TypeScript with its parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          // Zones are resolved from this folder, wherever ESLint is started from.
          basePath: __dirname,
          zones: [
            {
              target: './src/client',
              from: './src/server',
              message: 'The client never imports server code.',
            },
            {
              target: './src/server',
              from: './src/client',
              message: 'The server never imports client code.',
            },
            {
              target: './src/shared',
              from: ['./src/!(shared)/**', './!(src|node_modules)/**', './*.*'],
              message:
                'Shared code imports only shared code and packages: move what it needs into src/shared.',
            },
            {
              target: './src/server/routes',
              from: './src/server/db',
              message:
                'Routes do not query the database: call a domain service (app.bookings, app.catalogue, ...) instead.',
            },
            {
              target: './src/server/db',
              from: './src/server/domains',
              message:
                'The database module sits below the domains and imports none of them: put code that needs a domain outside db/ (as the seed, in src/server/seed), and what both need in db/ or src/shared.',
            },
            ...SERVER_DOMAINS.map((domain) => ({
              target: outsideDomain(domain),
              from: `./src/server/domains/${domain}`,
              except: ['./index.ts'],
              message: `Import the ${domain} domain through its index (src/server/domains/${domain}); its other files are its own.`,
            })),
            ...CLIENT_FEATURES.map((feature) => ({
              target: outsideFeature(feature),
              from: `./src/client/features/${feature}`,
              except: FEATURE_ENTRIES,
              message: `Import the ${feature} feature through its index (features/${feature}), or from app/ through its pages.ts, slices.ts or listeners.ts; export what you need there.`,
            })),
            ...DESK_ROOMS.map((room) => ({
              target: outsideRoom(room),
              from: `./src/client/features/desk/${room}`,
              except: ['./index.ts'],
              message: `Import the desk's ${room} room through its index (features/desk/${room}); export what you need there.`,
            })),
            {
              target: './src/client/components',
              from: ['./src/client/app/{store,hooks,api}.ts', './src/client/features/*/*Api.ts'],
              message:
                'Components take what they show as props: read the store in the feature that renders them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', '__tests__/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use useAppSelector and useAppDispatch from app/hooks.',
            },
          ],
        },
      ],
    },
  },
  {
    // Browser storage and cookies are written only by the persistence engines (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/persistence/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['localStorage', 'sessionStorage'].map((name) => ({ name, message: STORAGE_MESSAGE })),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'document', property: 'cookie', message: STORAGE_MESSAGE },
        ...['window', 'globalThis', 'self'].flatMap((object) =>
          ['localStorage', 'sessionStorage'].map((property) => ({
            object,
            property,
            message: STORAGE_MESSAGE,
          })),
        ),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value="universal-cookie"]',
          message: STORAGE_MESSAGE,
        },
      ],
    },
  },
  {
    // Components show what they are given: the store and RTK Query stay with the features.
    files: ['src/client/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              message:
                'Components take what they show as props: read the store in the feature that renders them.',
            },
          ],
          patterns: [
            {
              group: ['@reduxjs/toolkit/query', '@reduxjs/toolkit/query/*'],
              message:
                'Components do not call the API: fetch in the feature (its *Api.ts) and pass the data as props.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client reaches the API contract for its types only, so no schema library is bundled.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shared/contract/*'],
              allowTypeImports: true,
              message: 'Import the API contract with `import type` in the client.',
            },
            { group: ['typebox'], message: 'TypeBox stays on the server.' },
          ],
        },
      ],
    },
  },
  {
    // Circles make load order matter and hide which module owns what. Type-only imports are
    // not followed: they vanish when compiled.
    files: ['src/server/**/*.ts', 'src/shared/**/*.ts'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The client's too. A lazily loaded chunk (`import()`) runs after the code that asked for it,
    // so a circle that only closes through one does not make load order matter.
    files: ['src/client/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // A route validates, calls a service and shapes the answer; queries live in the domains.
    files: ['src/server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message:
                'Routes do not build queries: call a domain service (app.bookings, app.catalogue, ...) instead.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='app'][property.name='db']",
          message:
            'Routes do not query app.db: call a domain service (app.bookings, app.catalogue, ...) instead.',
        },
      ],
    },
  },
  {
    files: ['*.js', 'scripts/build/*.js', 'scripts/test-timing/*.js', 'bench/floor/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
)
