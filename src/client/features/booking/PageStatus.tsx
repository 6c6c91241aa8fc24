import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'

interface Props {
  title: string
  loadingText: string
  /** What went wrong; none while it loads. */
  errorText: string | null
  onRetry?: () => void
}

/** A quote or booking page before its record is there: loading, or why not with a retry. */
export function PageStatus({ title, loadingText, errorText, onRetry }: Props) {
  const { t } = useTranslation('bookings')
  return (
    <>
      <h1>{title}</h1>
      {errorText === null ? (
        <p role="status">{loadingText}</p>
      ) : (
        <Alert tone="error">
          {errorText}{' '}
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('Errors.retry')}
            </Button>
          ) : null}
        </Alert>
      )}
    </>
  )
}
