import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { describeApiError } from '../../lib/apiErrors'
import { profilePageOpened } from './sessionSlice'

/** The profile on its way, or why it did not come (with Try again). */
export function ProfileLoading({ error }: { error: unknown }) {
  const { t } = useTranslation('account')
  const dispatch = useAppDispatch()
  if (!error) return <p role="status">{t('Profile.loading')}</p>
  if (describeApiError(error).status === 401) {
    return <Alert tone="error">{t('Profile.authFailed')}</Alert>
  }
  return (
    <>
      <Alert tone="error">{t('Profile.fetchFailed')}</Alert>
      <p>
        <Button onClick={() => dispatch(profilePageOpened())}>{t('Profile.retry')}</Button>
      </p>
    </>
  )
}
