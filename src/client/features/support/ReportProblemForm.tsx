import { useEffect, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { PanelHeader } from '../../components/PanelHeader'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import formStyles from '../../components/Form.module.css'
import { TextAreaField } from '../../components/TextAreaField'
import { formOpened, formSubmitAttempted, useDraftFields } from '../forms'
import { selectReportForm, selectReportProblem } from './reportForm'
import { DESCRIPTION_MAX_LENGTH } from './supportReport'
import { reportDialogClosed, selectReportDownloaded } from './supportSlice'
import { useDialogFocus } from './useDialogFocus'
import styles from './ReportProblemDialog.module.css'

const max = DESCRIPTION_MAX_LENGTH

/**
 * "Report a problem": a short description (a draft in the store, forms.report), then the report
 * is downloaded (Redux DevTools import format) or sent to support by a listener. A modal dialog.
 */
export default function ReportProblemForm() {
  const { t } = useTranslation('support')
  const dispatch = useAppDispatch()
  const downloaded = useAppSelector(selectReportDownloaded)
  const form = useAppSelector(selectReportForm)
  const problem = useAppSelector(selectReportProblem)
  const { text } = useDraftFields('report', form, () =>
    problem ? t(`Dialog.${problem}`, { max }) : null,
  )
  const { first, onKeyDown } = useDialogFocus<HTMLTextAreaElement>(() =>
    dispatch(reportDialogClosed()),
  )
  useEffect(
    () => void dispatch(formOpened({ form: 'report', draft: { description: '' } })),
    [dispatch],
  )
  const submit = (via?: 'download') => {
    dispatch(formSubmitAttempted({ form: 'report', ...(via ? { via } : {}) }))
    if (problem) first.current?.focus()
  }
  const onSend = (event: FormEvent) => {
    event.preventDefault()
    submit()
  }
  const { status, draft } = form
  return (
    <div
      className={styles.dialog}
      role="dialog"
      aria-modal="true"
      aria-labelledby="report-problem-title"
      aria-describedby="report-problem-lead"
      onKeyDown={onKeyDown}
    >
      <PanelHeader
        titleId="report-problem-title"
        title={t('Dialog.title')}
        closeLabel={t('Dialog.close')}
        onClose={() => dispatch(reportDialogClosed())}
      />
      <p id="report-problem-lead" className={styles.lead}>
        {t('Dialog.lead')}
      </p>
      <form className={formStyles.form} onSubmit={onSend} noValidate>
        <TextAreaField
          id="report-problem-description"
          ref={first}
          label={t('Dialog.description')}
          rows={5}
          required
          count={t('Dialog.count', { count: draft.description.length, max })}
          {...text('description')}
        />
        {downloaded ? <Alert tone="success">{t('Dialog.downloaded')}</Alert> : null}
        {status === 'sent' ? <Alert tone="success">{t('Dialog.sent')}</Alert> : null}
        {status === 'failed' ? <Alert tone="error">{t('Dialog.sendFailed')}</Alert> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => submit('download')}>
            {t('Dialog.download')}
          </Button>
          <Button type="submit" disabled={status === 'sending'}>
            {status === 'sending' ? t('Dialog.sending') : t('Dialog.send')}
          </Button>
        </div>
      </form>
    </div>
  )
}
