import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PageMeta } from '../../components/PageMeta'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { selectLanguage } from '../preferences'
import { ContentLoading } from './ContentStatus'
import { useListArticlesQuery } from './contentApi'
import styles from './content.module.css'

/** The human-readable sitemap; the XML one for search engines is served at the same path. */
export default function SitemapPage() {
  const { t, ready } = useTranslation('content', { useSuspense: false })
  const { t: tCommon } = useTranslation()
  const language = useAppSelector(selectLanguage)
  const { data, isError } = useListArticlesQuery(language)

  if (!ready) return <ContentLoading />
  const pages = [
    [paths.home.to(), t('Sitemap.home')],
    [paths.howItWorks.to(), tCommon('Pages.howItWorks')],
    [paths.search.to(), t('Sitemap.search')],
    [paths.blog.to(), tCommon('Pages.blog')],
    [paths.login.to(), t('Sitemap.account')],
  ]
  return (
    <>
      <PageMeta title={t('Sitemap.title')} description={t('Sitemap.metaDescription')} />
      <div className={styles.narrow}>
        <h1>{t('Sitemap.title')}</h1>
        <p className={styles.lead}>{t('Sitemap.lead')}</p>
        <div className={styles.sections}>
          <section aria-labelledby="sitemap-pages">
            <h2 id="sitemap-pages">{t('Sitemap.pages')}</h2>
            <ul>
              {pages.map(([to, label]) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sitemap-articles" aria-busy={!data && !isError}>
            <h2 id="sitemap-articles">{t('Sitemap.articles')}</h2>
            {isError && !data ? <p>{t('Sitemap.articlesFailed')}</p> : null}
            <ul>
              {data?.items.map((article) => (
                <li key={article.id}>
                  <Link to={paths.article.to(article.id)}>{article.title}</Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="sitemap-legal">
            <h2 id="sitemap-legal">{t('Sitemap.legal')}</h2>
            <ul>
              <li>
                <Link to={paths.legal.to('en')} lang="en" hrefLang="en">
                  {t('Sitemap.legalEnglish')}
                </Link>
              </li>
              <li>
                <Link to={paths.legal.to('es')} lang="es" hrefLang="es">
                  {t('Sitemap.legalSpanish')}
                </Link>
              </li>
              <li>
                <a href={paths.sitemap.to()} type="application/xml">
                  {t('Sitemap.xml')}
                </a>
              </li>
            </ul>
          </section>
        </div>
      </div>
    </>
  )
}
