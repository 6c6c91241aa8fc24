import type { Article, ArticleSummary, LegalPage } from '../../../shared/contract/content'
import type { Language } from '../../../shared/domain/languages'
import type { AppConfig } from '../../config'
import { getArticle, listArticles } from './articles'
import type { ContentContext } from './context'
import { getLegalPage } from './legal'
import { sitemapXml } from './sitemap'
import { domainPlugin } from '../../plugins/domain-plugin'

/** Blog articles, legal texts and the sitemap of the public pages. */
export interface ContentService {
  /** Every article, newest first, in one language. */
  listArticles(args: { language: Language }): Promise<ArticleSummary[]>
  getArticle(args: { id: string; language: Language }): Promise<Article>
  /** The legal notice, privacy and cookie policy in one language. */
  getLegalPage(args: { locale: Language }): Promise<LegalPage>
  /** The sitemaps.org document of the public pages, at the public address. */
  sitemapXml(): Promise<string>
}

export function createContentService(ctx: ContentContext): ContentService {
  return {
    listArticles: (args) => listArticles(ctx, args),
    getArticle: (args) => getArticle(ctx, args),
    getLegalPage: (args) => getLegalPage(ctx, args),
    sitemapXml: () => sitemapXml(ctx),
  }
}

/** Content, as `app.content`. */
export const contentPlugin = domainPlugin(
  'content',
  ['database'],
  (app, { config }: { config: Pick<AppConfig, 'publicUrl'> }) =>
    createContentService({ db: app.db, publicUrl: config.publicUrl }),
)

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService
  }
}
