import { useTranslation } from 'react-i18next'
import { apiErrorCode, type ApiError } from '../../../app/apiError'
import { useErrorText } from '../../../app/useErrorText'
import { Button } from '../../../components/Button'
import { Notice } from '../../../components/Notice'

/** What a desk screen's query hook answers (only the parts read here). */
interface QueryStateProps {
  query: { isLoading: boolean; error?: ApiError; data?: unknown; refetch(): unknown }
  /** What is loading and what failed, when the screen says more than "Loading…". */
  loading?: string
  failed?: string
}

/** A desk screen's "Loading…", or what went wrong with a way to try again. */
export function QueryState({ query, loading, failed }: QueryStateProps) {
  const { isLoading, error, data, refetch } = query
  const { t } = useTranslation('desk')
  const errorText = useErrorText()
  if (isLoading) return <p role="status">{loading ?? t('Common.loading')}</p>
  if (!error || data !== undefined) return null
  return (
    <Notice
      tone="error"
      title={failed ?? t('Common.loadFailed')}
      action={
        <Button variant="secondary" onClick={() => void refetch()}>
          {t('Inventory.retry')}
        </Button>
      }
    >
      {errorText(apiErrorCode(error))}
    </Notice>
  )
}
