import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../app/hooks'
import { Alert } from '../../components/Alert'
import { selectReportDownloaded } from './supportSlice'

/** What became of the report: saved to the device since the dialog opened, sent, or not sent. */
export function ReportOutcome({ sending }: { sending: { isSuccess: boolean; isError: boolean } }) {
  const { t } = useTranslation('support')
  const downloaded = useAppSelector(selectReportDownloaded)
  return (
    <>
      {downloaded ? <Alert tone="success">{t('Dialog.downloaded')}</Alert> : null}
      {sending.isSuccess ? <Alert tone="success">{t('Dialog.sent')}</Alert> : null}
      {sending.isError ? <Alert tone="error">{t('Dialog.sendFailed')}</Alert> : null}
    </>
  )
}
