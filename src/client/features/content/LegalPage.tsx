import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { isSupportedLanguage, type Language } from '../../../shared/domain/languages'
import { PageMeta } from '../../components/PageMeta'
import { RichText } from '../../components/RichText'
import { useAppSelector } from '../../app/hooks'
import { paths } from '../../app/paths'
import { NotFound } from '../errors'
import { selectLanguage } from '../preferences'
import { ContentPending } from './ContentStatus'
import { useGetLegalPageQuery } from './contentApi'
import { formatDate } from './formatDate'
import styles from './content.module.css'

/** /legal/en and /legal/es, in the language of the address; any other locale is not a page. */
export default function LegalPage() {
  const { locale } = useParams()
  if (!isSupportedLanguage(locale)) return <NotFound />
  return <LegalText locale={locale} />
}

/** The texts are there before it renders, as for the blog (BlogPage). */
function LegalText({ locale }: { locale: Language }) {
  const { t } = useTranslation('content')
  const { t: tCommon } = useTranslation()
  const { hash } = useLocation()
  const language = useAppSelector(selectLanguage)
  const { data, isError, refetch } = useGetLegalPageQuery(locale)
  const page = data?.locale === locale ? data : undefined

  // A link to a section (#cookies) scrolls there once the text is on screen.
  useEffect(() => {
    if (page && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [page, hash])

  if (!page) {
    const failure = isError ? { message: t('Legal.loadFailed'), onRetry: refetch } : null
    return <ContentPending title={tCommon('Pages.legal')} failure={failure} />
  }
  const other: Language = locale === 'en' ? 'es' : 'en'
  return (
    <>
      <PageMeta title={page.title} description={page.summary} />
      <article className={styles.narrow} lang={locale} aria-labelledby="legal-title">
        <h1 id="legal-title">{page.title}</h1>
        <p className={styles.meta} lang={language}>
          {t('Legal.inForceSince', { date: formatDate(page.effective_on, language) })}
        </p>
        <p className={styles.otherLanguage}>
          <Link to={paths.legal.to(other)} lang={other} hrefLang={other}>
            {other === 'es' ? t('Legal.readInSpanish') : t('Legal.readInEnglish')}
          </Link>
        </p>
        <RichText blocks={page.body} />
      </article>
    </>
  )
}
