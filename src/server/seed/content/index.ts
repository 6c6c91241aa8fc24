import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { articles, legalPages } from '../../db/schema'
import { seedArticles } from './articles'
import { legalEn } from './legal-en'
import { legalEs } from './legal-es'
import { upsertEach } from '../upsert'

/** True when the stored row differs from the one being written in any of these columns. */
const changed = (table: string, columns: string[]) =>
  sql.raw(columns.map((c) => `${table}.${c} is distinct from excluded.${c}`).join(' or '))

/**
 * The published articles and legal texts. This repository is their source: every start brings
 * the database up to date (matched by article id and locale), and `updated_at` moves only when
 * a text really changed, so the sitemap's lastmod stays truthful.
 */
export async function seedContent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertEach(tx, articles, seedArticles, {
      key: articles.id,
      touch: true,
      when: changed('articles', ['titles', 'summaries', 'bodies', 'image', 'published_on']),
    })
    await upsertEach(tx, legalPages, [legalEn, legalEs], {
      key: legalPages.locale,
      touch: true,
      when: changed('legal_pages', ['title', 'summary', 'body', 'effective_on']),
    })
  })
}
