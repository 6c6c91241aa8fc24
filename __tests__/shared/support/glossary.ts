import fs from 'node:fs'
import path from 'node:path'
import type { Language } from '../../../src/shared/domain/languages'

const glossary = path.resolve(__dirname, '../../../translations/GLOSSARY.md')

/**
 * The words translations/GLOSSARY.md keeps from a delivery booking, per language: the rows of the
 * table under "Words a delivery booking never uses".
 */
export function wordsNeverInADelivery(): Record<Language, string[]> {
  const text = fs.readFileSync(glossary, 'utf8')
  const section = text.split(/^## /m).find((part) => part.startsWith('Words a delivery booking'))
  if (!section)
    throw new Error('translations/GLOSSARY.md has no "Words a delivery booking never uses"')
  const words = (language: Language) => {
    const row = section.match(new RegExp(`^\\|\\s*${language}\\s*\\|([^|]+)\\|`, 'm'))
    if (!row) throw new Error(`translations/GLOSSARY.md lists no banned words in ${language}`)
    return row[1]!.split(',').map((word) => word.trim())
  }
  return { en: words('en'), es: words('es') }
}

/** The banned words found in `text`, each matched whole and regardless of case. */
export function bannedWordsIn(text: string, words: readonly string[]): string[] {
  return words.filter((word) =>
    new RegExp(`(?<![\\p{L}-])${word.replace(/ /g, '\\s+')}(?![\\p{L}-])`, 'iu').test(text),
  )
}
