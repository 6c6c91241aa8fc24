// Lint: TypeScript rules, React hooks, and the boundaries of DESIGN.md section 1
// (client never imports server, server never imports client, shared imports neither).
const tseslint = require('typescript-eslint')
const reactHooks = require('eslint-plugin-react-hooks')
const importX = require('eslint-plugin-import-x')
const prettier = require('eslint-config-prettier')
const globals = require('globals')

const STORAGE_MESSAGE =
  'Keep state in a persisted slice (app/persistence.ts); only the engines in src/client/lib/persistence touch storage and cookies.'

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
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
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
              from: ['./src/client', './src/server'],
              message: 'Shared code imports neither side.',
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
    // Browser storage and cookies are written only by the persistence engines (DESIGN.md 3).
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
    files: ['*.js', 'scripts/build/*.js', 'bench/floor/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
)
