import { sql } from 'drizzle-orm'
import type { Db } from '../../client'
import { articles, legalPages } from '../../schema'
import { seedArticles } from './articles'
import { legalEn } from './legal-en'
import { legalEs } from './legal-es'

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
    for (const article of seedArticles) {
      await tx
        .insert(articles)
        .values(article)
        .onConflictDoUpdate({
          target: articles.id,
          set: { ...article, updatedAt: sql`now()` },
          setWhere: changed('articles', ['titles', 'summaries', 'bodies', 'image', 'published_on']),
        })
    }
    for (const page of [legalEn, legalEs]) {
      await tx
        .insert(legalPages)
        .values(page)
        .onConflictDoUpdate({
          target: legalPages.locale,
          set: { ...page, updatedAt: sql`now()` },
          setWhere: changed('legal_pages', ['title', 'summary', 'body', 'effective_on']),
        })
    }
  })
}
