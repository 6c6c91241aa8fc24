import { sql } from 'drizzle-orm'
import { check, date, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import type { LocalizedText } from '../../../shared/contract/common'
import { SUPPORTED_LANGUAGES } from '../../../shared/domain/languages'
import { createdAt, updatedAt } from './columns'

// Content: blog articles and legal pages.

/**
 * Blog articles for travelling families, in English and Spanish. Bodies are a small Markdown
 * subset, turned into structured blocks before they leave the server (never into HTML).
 */
export const articles = pgTable(
  'articles',
  {
    id: text('id').primaryKey(),
    titles: jsonb('titles').$type<LocalizedText>().notNull(),
    summaries: jsonb('summaries').$type<LocalizedText>().notNull(),
    bodies: jsonb('bodies').$type<LocalizedText>().notNull(),
    image: text('image'),
    publishedOn: date('published_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('articles_id_check', sql`${table.id} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    index('articles_published_idx').on(table.publishedOn),
  ],
)

/** The legal notice, privacy and cookie policy, one document per language. */
export const legalPages = pgTable(
  'legal_pages',
  {
    locale: text('locale', { enum: SUPPORTED_LANGUAGES }).primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    effectiveOn: date('effective_on').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('legal_pages_locale_check', sql`${table.locale} in ('en', 'es')`)],
)
