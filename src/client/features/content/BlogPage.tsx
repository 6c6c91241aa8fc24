import { useTranslation } from 'react-i18next'
import { PageIntro } from '../../components/PageIntro'
import { PageMeta } from '../../components/PageMeta'
import { useAppSelector } from '../../app/hooks'
import { selectLanguage } from '../preferences'
import { ArticleCard } from './ArticleCard'
import { ContentError, ContentPending } from './ContentStatus'
import { useListArticlesQuery } from './contentApi'
import { formatDate } from './formatDate'
import styles from './content.module.css'

/**
 * The blog: its texts are there before it renders (it waits for them), so that the list its
 * HTML was rendered with at build time is what it shows from the first render on.
 */
export default function BlogPage() {
  const { t } = useTranslation('content')
  const { t: tCommon } = useTranslation()
  const language = useAppSelector(selectLanguage)
  const { data, isError, refetch } = useListArticlesQuery(language)

  if (!data && !isError) return <ContentPending title={tCommon('Pages.blog')} />
  const meta = <PageMeta title={t('Blog.metaTitle')} description={t('Blog.metaDescription')} />
  if (!data) {
    return (
      <>
        {meta}
        <ContentError title={t('Blog.title')} message={t('Blog.loadFailed')} onRetry={refetch} />
      </>
    )
  }
  return (
    <>
      {meta}
      <div className={styles.page}>
        <PageIntro title={t('Blog.title')} lead={t('Blog.lead')} styles={styles} />
        {data.items.length === 0 ? (
          <p>{t('Blog.empty')}</p>
        ) : (
          <ul className={styles.cards}>
            {data.items.map((article) => (
              <li key={article.id}>
                <ArticleCard
                  article={article}
                  published={formatDate(article.published_on, language)}
                  readingTime={t('Blog.readingTime', { count: article.reading_minutes })}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  )
}
