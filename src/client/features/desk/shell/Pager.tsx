import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/Button'
import styles from './DeskBookings.module.css'

interface PagerProps {
  page: number
  nextCursor: string | null | undefined
  onPrevious(): void
  onNext(cursor: string): void
}

/** Previous and next page of a desk list that pages with a cursor. */
export function Pager({ page, nextCursor, onPrevious, onNext }: PagerProps) {
  const { t } = useTranslation('desk')
  if (page === 1 && !nextCursor) return null
  return (
    <nav className={styles.pager} aria-label={t('Common.pages')}>
      <Button variant="secondary" disabled={page === 1} onClick={onPrevious}>
        {t('Common.previousPage')}
      </Button>
      <span aria-live="polite">{t('Common.page', { page })}</span>
      <Button
        variant="secondary"
        disabled={!nextCursor}
        onClick={() => nextCursor && onNext(nextCursor)}
      >
        {t('Common.nextPage')}
      </Button>
    </nav>
  )
}
