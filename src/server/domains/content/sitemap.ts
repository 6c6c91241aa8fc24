import { desc } from 'drizzle-orm'
import { SUPPORTED_LANGUAGES, type Language } from '../../../shared/domain/languages'
import type { Db } from '../../db/client'
import { articles, legalPages } from '../../db/schema'
import type { ContentContext } from './context'

/** One public page and its address in each language. */
interface SitemapEntry {
  addresses: Record<Language, string>
  /** The address for visitors whose language is not one of ours (hreflang x-default). */
  fallback: string
  lastModified?: Date
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;' })[c] ?? '&quot;',
  )

/** Pages whose language follows the visitor: `?lang=` picks one explicitly. */
function bilingual(path: string, lastModified?: Date): SitemapEntry {
  const addresses = { en: `${path}?lang=en`, es: `${path}?lang=es` }
  return { addresses, fallback: path, lastModified }
}

const latest = (dates: Date[]) =>
  dates.length > 0 ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined

/**
 * The public pages of docs/product.md (Routes and guard) that guests can read: home, how it works,
 * blog, articles, legal.
 */
export async function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  const articleRows = await db
    .select({ id: articles.id, updatedAt: articles.updatedAt })
    .from(articles)
    .orderBy(desc(articles.publishedOn), articles.id)
  const legalRows = await db.select({ updatedAt: legalPages.updatedAt }).from(legalPages)
  return [
    bilingual('/'),
    bilingual('/how-it-works'),
    bilingual('/blog', latest(articleRows.map((row) => row.updatedAt))),
    ...articleRows.map((row) => bilingual(`/article/${row.id}`, row.updatedAt)),
    {
      addresses: { en: '/legal/en', es: '/legal/es' },
      fallback: '/legal/en',
      lastModified: latest(legalRows.map((row) => row.updatedAt)),
    },
  ]
}

/** A sitemaps.org document with one <url> per page and language, and hreflang alternates. */
export function renderSitemap(entries: SitemapEntry[], publicUrl: string): string {
  const absolute = (path: string) => escapeXml(`${publicUrl}${path}`)
  const urls = entries.flatMap((entry) => {
    const alternates = [
      ...SUPPORTED_LANGUAGES.map(
        (language) =>
          `    <xhtml:link rel="alternate" hreflang="${language}" href="${absolute(entry.addresses[language])}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${absolute(entry.fallback)}"/>`,
    ]
    const lastmod = entry.lastModified
      ? [`    <lastmod>${entry.lastModified.toISOString()}</lastmod>`]
      : []
    return SUPPORTED_LANGUAGES.map((language) =>
      [
        '  <url>',
        `    <loc>${absolute(entry.addresses[language])}</loc>`,
        ...lastmod,
        ...alternates,
        '  </url>',
      ].join('\n'),
    )
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

/** The sitemaps.org document of the public pages, at the public address. */
export async function sitemapXml({ db, publicUrl }: ContentContext): Promise<string> {
  return renderSitemap(await sitemapEntries(db), publicUrl)
}
