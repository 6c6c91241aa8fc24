import { Link } from 'react-router'
import type { ArticleSummary } from '../../../shared/contract/content'
import { paths } from '../../app/paths'
import styles from './content.module.css'

interface ArticleCardProps {
  article: ArticleSummary
  published: string
  readingTime: string
}

/** One article in the blog list: illustration, title linking to it, summary, date and length. */
export function ArticleCard({ article, published, readingTime }: ArticleCardProps) {
  return (
    <article className={styles.card} aria-labelledby={`article-${article.id}`}>
      {article.image ? (
        <img className={styles.cardImage} src={article.image} alt="" width={400} height={300} />
      ) : null}
      <div className={styles.cardBody}>
        <h2 id={`article-${article.id}`}>
          <Link to={paths.article.to(article.id)}>{article.title}</Link>
        </h2>
        <p>{article.summary}</p>
        <p className={styles.meta}>
          <time dateTime={article.published_on}>{published}</time> · {readingTime}
        </p>
      </div>
    </article>
  )
}
