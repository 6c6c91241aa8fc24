import fs from 'node:fs'
import path from 'node:path'
import { DELIVERY_BOOKING_TEXTS } from '../../src/client/app/deliveryTexts'
import { bannedWordsIn, wordsNeverInADelivery } from './support/glossary'

const dir = path.resolve(__dirname, '../../translations')
type Tree = { [key: string]: string | Tree }

/** Every text of one namespace by its dotted key, and the keys of its `delivery` objects. */
function namespace(language: string, name: string) {
  const tree = JSON.parse(fs.readFileSync(path.join(dir, language, `${name}.json`), 'utf8')) as Tree
  const texts = new Map<string, string>()
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') texts.set(prefix + key, value)
      else walk(value, `${prefix}${key}.`)
    }
  }
  walk(tree, '')
  return texts
}

/** The keys an entry of the list stands for: itself, or every key under `Name.*`. */
const keysOf = (entry: string, keys: string[]) =>
  entry.endsWith('.*')
    ? keys.filter((key) => key.startsWith(entry.slice(0, -1)))
    : keys.filter((key) => key === entry)

const lists = Object.entries(DELIVERY_BOOKING_TEXTS) as [string, readonly string[]][]
const banned = wordsNeverInADelivery()

describe('the texts a delivery booking shows (translations/GLOSSARY.md)', () => {
  it('are listed by keys that exist in both languages', () => {
    for (const [name, entries] of lists) {
      for (const language of ['en', 'es']) {
        const keys = [...namespace(language, name).keys()]
        for (const entry of entries) {
          expect([language, name, entry, keysOf(entry, keys).length > 0]).toEqual([
            language,
            name,
            entry,
            true,
          ])
        }
      }
    }
  })

  it('include every text written for a delivery (a `delivery` object)', () => {
    for (const [name, entries] of lists) {
      const keys = [...namespace('en', name).keys()]
      const listed = new Set(entries.flatMap((entry) => keysOf(entry, keys)))
      const forDelivery = keys.filter((key) => key.split('.').slice(0, -1).includes('delivery'))
      expect([name, forDelivery.filter((key) => !listed.has(key))]).toEqual([name, []])
    }
  })

  it.each(['en', 'es'] as const)(
    'never use a word the glossary keeps from a delivery, in %s',
    (language) => {
      expect(banned[language].length).toBeGreaterThan(5)
      const found: string[] = []
      for (const [name, entries] of lists) {
        const texts = namespace(language, name)
        for (const key of entries.flatMap((entry) => keysOf(entry, [...texts.keys()]))) {
          const words = bannedWordsIn(texts.get(key)!, banned[language])
          if (words.length > 0)
            found.push(`${name}:${key} (${words.join(', ')}): ${texts.get(key)}`)
        }
      }
      expect(found).toEqual([])
    },
  )
})
