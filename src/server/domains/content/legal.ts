import { eq } from 'drizzle-orm'
import type { LegalPage } from '../../../shared/contract/content'
import type { Language } from '../../../shared/domain/languages'
import { legalPages } from '../../db/schema'
import { notFound } from '../../errors'
import type { ContentContext } from './context'
import { toRichText } from './rich-text'

/** The legal notice, privacy and cookie policy in one language. */
export async function getLegalPage(
  { db }: ContentContext,
  { locale }: { locale: Language },
): Promise<LegalPage> {
  const [row] = await db.select().from(legalPages).where(eq(legalPages.locale, locale))
  if (!row) throw notFound(`The legal page in ${locale} was not found`)
  return {
    locale: row.locale,
    title: row.title,
    summary: row.summary,
    effective_on: row.effectiveOn,
    updated_at: row.updatedAt.toISOString(),
    body: toRichText(row.body),
  }
}
