import { useTranslation } from 'react-i18next'
import { apiErrorCode, type ApiError } from '../../app/apiError'
import { useErrorText } from '../../app/useErrorText'
import { Button } from '../../components/Button'
import { Notice } from '../../components/Notice'

interface QueryStateProps {
  isLoading: boolean
  error: ApiError
  hasData: boolean
  refetch(): void
}

/** A desk screen's "Loading…", or what went wrong with a way to try again. */
export function QueryState({ isLoading, error, hasData, refetch }: QueryStateProps) {
  const { t } = useTranslation('desk')
  const errorText = useErrorText()
  if (isLoading) return <p role="status">{t('Common.loading')}</p>
  if (!error || hasData) return null
  return (
    <Notice
      tone="error"
      title={t('Common.loadFailed')}
      action={
        <Button variant="secondary" onClick={refetch}>
          {t('Inventory.retry')}
        </Button>
      }
    >
      {errorText(apiErrorCode(error))}
    </Notice>
  )
}
