/**
 * The audit log's actions: the ones the server writes are AUDIT_ACTIONS, and the desk has a
 * label for each of them, and for nothing else, in every language.
 */
import fs from 'node:fs'
import path from 'node:path'
import { AUDIT_ACTIONS } from '../../src/shared/contract/desk-bookings'
import { SUPPORTED_LANGUAGES } from '../../src/shared/domain/languages'

const root = path.resolve(__dirname, '../..')

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.ts$/.test(entry.name) ? [file] : []
  })
}

/** The text of a call from its opening parenthesis at `open` to its closing one. */
function callAt(text: string, open: number): string {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++
    if (text[i] === ')' && --depth === 0) return text.slice(open, i + 1)
  }
  throw new Error('unbalanced call')
}

/** Each `audit.record(...)` of the server, with the action names its `action:` may take. */
function recordedActions() {
  const calls: { file: string; actions: string[] }[] = []
  for (const file of sourceFiles(path.join(root, 'src/server'))) {
    const text = fs.readFileSync(file, 'utf8')
    for (const match of text.matchAll(/\baudit\.record\(/g)) {
      const call = callAt(text, match.index + match[0].length - 1)
      const line = /\baction:([^\n]*)/.exec(call)?.[1] ?? ''
      calls.push({
        file: path.relative(root, file),
        actions: [...line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)].map(([, action]) => action!),
      })
    }
  }
  return calls
}

type Tree = { [key: string]: string | Tree }

/** The keys under a tree's node, joined with dots: `booking.cancel`. */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leaves(value, `${prefix}${key}.`),
  )
}

const labelled = (language: string) => {
  const desk = JSON.parse(
    fs.readFileSync(path.join(root, 'translations', language, 'desk.json'), 'utf8'),
  ) as { Audit: { actions: Tree } }
  return leaves(desk.Audit.actions).sort()
}

describe('audit actions', () => {
  const calls = recordedActions()

  it('are written by the server with a name of AUDIT_ACTIONS, each of them somewhere', () => {
    expect(calls.length).toBeGreaterThan(0)
    // Each call names its actions in its source, so they can be read here.
    expect(calls.filter((call) => call.actions.length === 0)).toEqual([])
    const written = new Set(calls.flatMap((call) => call.actions))
    expect([...written].sort()).toEqual([...AUDIT_ACTIONS].sort())
  })

  it.each(SUPPORTED_LANGUAGES)('each have a label in %s, and only they do', (language) => {
    expect(labelled(language)).toEqual([...AUDIT_ACTIONS].sort())
  })
})
