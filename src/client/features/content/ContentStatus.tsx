import { useTranslation } from 'react-i18next'
import { Button } from '../../components/Button'
import { CloudOffIcon } from '../../components/icons'
import { MessagePage } from '../../components/MessagePage'
import styles from './content.module.css'

/**
 * Shown while a content page's texts or data load: as tall as the screen, so the footer does
 * not jump into view and out again when the text arrives (no layout shift).
 */
export function ContentLoading() {
  const { t } = useTranslation()
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className="visually-hidden">{t('App.loading')}</span>
    </div>
  )
}

interface ContentErrorProps {
  title: string
  message: string
  retryLabel: string
  onRetry: () => void
}

/** The content could not be fetched: say so and offer another try. */
export function ContentError({ title, message, retryLabel, onRetry }: ContentErrorProps) {
  return (
    <MessagePage
      icon={<CloudOffIcon width={96} height={96} />}
      title={title}
      body={message}
      action={<Button onClick={onRetry}>{retryLabel}</Button>}
    />
  )
}
