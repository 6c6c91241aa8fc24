import path from 'node:path'
import { ESLint } from 'eslint'

const root = path.resolve(__dirname, '../..')
const probe = [
  "import Cookies from 'universal-cookie'",
  "export const token = () => localStorage.getItem('access_token')",
  "export const utm = () => window.sessionStorage.getItem('utm')",
  'export const all = () => document.cookie',
  'export const jar = () => new Cookies()',
].join('\n')

/** The storage rules each line of the probe breaks, linted as if it were the file at `file`. */
async function storageProblems(file: string) {
  const [result] = await new ESLint({ cwd: root }).lintText(probe, {
    filePath: path.join(root, file),
  })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('no-restricted-'))
    .map((message) => [message.line, message.ruleId])
}

describe('browser storage outside the persistence engines (lint)', () => {
  it('fails anywhere in the app, saying where storage belongs', async () => {
    expect(await storageProblems('src/client/features/basket/anyFeature.ts')).toEqual([
      [1, 'no-restricted-syntax'],
      [2, 'no-restricted-globals'],
      [3, 'no-restricted-properties'],
      [4, 'no-restricted-properties'],
    ])
  }, 60_000)

  it('lets the engines in src/client/lib/persistence through', async () => {
    expect(await storageProblems('src/client/lib/persistence/anyEngine.ts')).toEqual([])
  }, 60_000)
})
