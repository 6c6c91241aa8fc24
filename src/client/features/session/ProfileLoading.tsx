import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { describeApiError } from '../../lib/apiErrors'

/** The profile on its way, or why it did not come (with Try again). */
export function ProfileLoading({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation('account')
  if (!error) return <p role="status">{t('Profile.loading')}</p>
  if (describeApiError(error).status === 401) {
    return <Alert tone="error">{t('Profile.authFailed')}</Alert>
  }
  return (
    <>
      <Alert tone="error">{t('Profile.fetchFailed')}</Alert>
      <p>
        <Button onClick={onRetry}>{t('Profile.retry')}</Button>
      </p>
    </>
  )
}
