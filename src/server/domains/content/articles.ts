import { desc, eq } from 'drizzle-orm'
import type { Article, ArticleSummary } from '../../../shared/contract/content'
import type { Language } from '../../../shared/domain/languages'
import { articles } from '../../db/schema'
import { notFound } from '../../errors'
import type { ContentContext } from './context'
import { readingMinutes, toRichText } from './rich-text'

type ArticleRow = typeof articles.$inferSelect

function toSummary(row: ArticleRow, language: Language): ArticleSummary {
  return {
    id: row.id,
    language,
    title: row.titles[language],
    summary: row.summaries[language],
    image: row.image,
    published_on: row.publishedOn,
    updated_at: row.updatedAt.toISOString(),
    reading_minutes: readingMinutes(row.bodies[language]),
  }
}

/** Every article, newest first, in one language. */
export async function listArticles(
  { db }: ContentContext,
  { language }: { language: Language },
): Promise<ArticleSummary[]> {
  const rows = await db.select().from(articles).orderBy(desc(articles.publishedOn), articles.id)
  return rows.map((row) => toSummary(row, language))
}

export async function getArticle(
  { db }: ContentContext,
  { id, language }: { id: string; language: Language },
): Promise<Article> {
  const [row] = await db.select().from(articles).where(eq(articles.id, id))
  if (!row) throw notFound(`Article ${id} was not found`)
  return { ...toSummary(row, language), body: toRichText(row.bodies[language]) }
}
