import { useState } from 'react'
import { useAppSelector } from '../../app/hooks'
import { useFeature } from '../../app/lazyFeature'
import { useView } from '../../app/useView'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import formStyles from '../../components/Form.module.css'
import { PasswordField } from '../../components/PasswordField'
import { SendForm } from '../../components/SendForm'
import { accountDataFeature } from './accountDataListeners'
import {
  accountDeletionCancelled,
  accountDeletionOpened,
  accountDeletionRequested,
  accountExportRequested,
  selectAccountData,
} from './accountDataSlice'

/** The refusals the form explains in words of its own; any other is `errors.other`. */
const EXPLAINED = [
  'PASSWORD_INCORRECT',
  'ACCOUNT_HAS_OPEN_BOOKINGS',
  'STAFF_ACCOUNT_NOT_DELETABLE',
  'RATE_LIMITED',
] as const
type Explained = (typeof EXPLAINED)[number]
const explained = (code: string): Explained | 'other' =>
  EXPLAINED.includes(code as Explained) ? (code as Explained) : 'other'

/**
 * "Your data" on the profile page (docs/privacy.md): download everything we hold about the
 * family as one file, or delete the account, confirmed by its password (kept in this form only,
 * never in the store).
 */
export default function AccountDataSection() {
  useFeature(accountDataFeature)
  const { t, dispatch } = useView('account')
  const { exporting, exportError, deletion, deletionError } = useAppSelector(selectAccountData)
  const [password, setPassword] = useState('')
  const [tried, setTried] = useState(false)
  const sending = deletion === 'sending'
  const send = () => {
    setTried(true)
    if (password) dispatch(accountDeletionRequested({ password }))
  }
  return (
    <section aria-labelledby="account-data-heading">
      <h2 id="account-data-heading">{t('AccountData.title')}</h2>
      <p>{t('AccountData.lead')}</p>
      <p>{t('AccountData.exportNote')}</p>
      <Button
        variant="secondary"
        disabled={exporting}
        onClick={() => dispatch(accountExportRequested())}
      >
        {exporting ? t('AccountData.exporting') : t('AccountData.export')}
      </Button>
      {exportError ? <Alert tone="error">{t('AccountData.exportFailed')}</Alert> : null}
      {deletion === 'closed' ? (
        <p>
          <Button variant="secondary" onClick={() => dispatch(accountDeletionOpened())}>
            {t('AccountData.delete')}
          </Button>
        </p>
      ) : (
        <SendForm
          className={formStyles.form}
          onSend={send}
          aria-labelledby="delete-heading"
          noValidate
        >
          <h3 id="delete-heading">{t('AccountData.deleteTitle')}</h3>
          <p>{t('AccountData.deleteExplain')}</p>
          <p>{t('AccountData.deleteOpenBookings')}</p>
          {deletionError ? (
            <Alert tone="error">{t(`AccountData.errors.${explained(deletionError)}`)}</Alert>
          ) : null}
          <PasswordField
            label={t('AccountData.passwordLabel')}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={tried && !password ? t('Validation.required') : null}
            showLabel={t('Fields.showPassword')}
            hideLabel={t('Fields.hidePassword')}
            required
          />
          <Button type="submit" disabled={sending}>
            {sending ? t('AccountData.deleting') : t('AccountData.confirmDelete')}
          </Button>{' '}
          <Button
            variant="secondary"
            disabled={sending}
            onClick={() => dispatch(accountDeletionCancelled())}
          >
            {t('AccountData.cancel')}
          </Button>
        </SendForm>
      )}
    </section>
  )
}
