import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { ButtonLink } from '../../components/ButtonLink'
import { PageMeta } from '../../components/PageMeta'
import { RichText } from '../../components/RichText'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { NotFound } from '../errors'
import { selectLanguage } from '../preferences'
import { ContentPending } from './ContentStatus'
import { useGetArticleQuery } from './contentApi'
import { formatDate } from './formatDate'
import styles from './content.module.css'

const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 404

export default function ArticlePage() {
  const { t, ready } = useTranslation('content', { useSuspense: false })
  const { t: tCommon } = useTranslation()
  const { id = '' } = useParams()
  const language = useAppSelector(selectLanguage)
  const { data, error, isError, refetch } = useGetArticleQuery({ id, language })
  // While another article loads, the previous one is not shown in its place.
  const article = data?.id === id ? data : undefined

  if (isError && isNotFound(error)) return <NotFound />
  if (!ready || !article) {
    const failure = ready && isError ? { message: t('Article.loadFailed'), onRetry: refetch } : null
    return <ContentPending title={tCommon('Pages.article')} failure={failure} />
  }
  return (
    <>
      <PageMeta title={article.title} description={article.summary} />
      <article className={styles.narrow} lang={article.language} aria-labelledby="article-title">
        <Link className={styles.back} to={paths.blog.to()}>
          <span aria-hidden="true">← </span>
          {t('Article.backToBlog')}
        </Link>
        <h1 id="article-title">{article.title}</h1>
        <p className={styles.meta}>
          <time dateTime={article.published_on}>
            {formatDate(article.published_on, article.language)}
          </time>{' '}
          · {t('Blog.readingTime', { count: article.reading_minutes })}
        </p>
        <p className={styles.lead}>{article.summary}</p>
        {article.image ? (
          <img className={styles.hero} src={article.image} alt="" width={400} height={300} />
        ) : null}
        <RichText blocks={article.body} />
        <div className={styles.cta}>
          <ButtonLink to={paths.search.to()}>{t('Article.findGear')}</ButtonLink>
        </div>
      </article>
    </>
  )
}
