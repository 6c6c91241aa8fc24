import fs from 'node:fs'
import path from 'node:path'
import { DEPOSIT_ERROR_CODES } from '../../src/shared/domain/deposits'
import { SCAN_ERROR_CODES } from '../../src/shared/domain/errorCodes'

const dir = path.resolve(__dirname, '../../translations')
type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}

function load(language: string): Map<string, string> {
  const out = new Map<string, string>()
  for (const file of fs.readdirSync(path.join(dir, language)).sort()) {
    const tree = JSON.parse(fs.readFileSync(path.join(dir, language, file), 'utf8')) as Tree
    for (const [key, value] of flatten(tree))
      out.set(`${file.replace(/\.json$/, '')}:${key}`, value)
  }
  return out
}

const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe('translations', () => {
  const en = load('en')
  const es = load('es')

  it('have the same namespaces and keys in English and Spanish', () => {
    expect(fs.readdirSync(path.join(dir, 'es')).sort()).toEqual(
      fs.readdirSync(path.join(dir, 'en')).sort(),
    )
    expect([...es.keys()].sort()).toEqual([...en.keys()].sort())
  })

  it('leave no text empty', () => {
    for (const [key, text] of [...en, ...es])
      expect([key, text.trim().length > 0]).toEqual([key, true])
  })

  it('use the same placeholders in both languages', () => {
    for (const [key, text] of en)
      expect([key, variables(es.get(key) ?? '')]).toEqual([key, variables(text)])
  })

  it('explain every deposit, link, claim photo and scanned code error in both languages', () => {
    const photoCodes = ['FILE_TOO_LARGE', 'INVALID_IMAGE', 'UNSUPPORTED_MEDIA_TYPE']
    for (const code of [...DEPOSIT_ERROR_CODES, ...photoCodes, ...SCAN_ERROR_CODES]) {
      expect([code, en.has(`errors:codes.${code}`), es.has(`errors:codes.${code}`)]).toEqual([
        code,
        true,
        true,
      ])
    }
  })
})
