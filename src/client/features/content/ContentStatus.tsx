import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'
import { CloudOffIcon } from '../../components/icons'
import { LoadingArea } from '../../components/LoadingArea'
import { MessagePage } from '../../components/MessagePage'
import { PageMeta } from '../../components/PageMeta'
import styles from './content.module.css'

/**
 * Shown while a content page's texts or data load: as tall as the screen, so the footer does
 * not jump into view and out again when the text arrives (no layout shift).
 */
export function ContentLoading() {
  const { t } = useTranslation()
  return <LoadingArea className={styles.loading} label={t('App.loading')} />
}

interface ContentErrorProps {
  title: string
  message: string
  onRetry(): unknown
}

/** The content could not be fetched: say so and offer another try. */
export function ContentError({ title, message, onRetry }: ContentErrorProps) {
  const { t } = useTranslation('content', { useSuspense: false })
  return (
    <MessagePage
      icon={<CloudOffIcon width={96} height={96} />}
      title={title}
      body={message}
      action={<Button onClick={() => void onRetry()}>{t('Content.retry')}</Button>}
    />
  )
}

interface ContentPendingProps {
  /** The page's name: its document title, and the heading of a failure. */
  title: string
  /** Why the text could not be fetched and how to try again; none while it loads. */
  failure?: Omit<ContentErrorProps, 'title'> | null
}

/** A content page before its text is there: loading, or the failure with a retry. */
export function ContentPending({ title, failure }: ContentPendingProps) {
  return (
    <>
      <PageMeta title={title} />
      {failure ? <ContentError title={title} {...failure} /> : <ContentLoading />}
    </>
  )
}
