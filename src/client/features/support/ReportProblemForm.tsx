import { useEffect, type FormEvent } from 'react'
import { Button } from '../../components/Button'
import { useAppSelector } from '../../app/hooks'
import formStyles from '../../components/Form.module.css'
import { TextAreaField } from '../../components/TextAreaField'
import { formOpened, formSubmitAttempted, useDraftFields } from '../forms'
import { ReportDialogFrame } from './ReportDialogFrame'
import { ReportOutcome } from './ReportOutcome'
import { selectReportForm, selectReportProblem } from './reportForm'
import { DESCRIPTION_MAX_LENGTH } from './supportReport'
import { useSendSupportReportMutation } from './supportApi'
import { reportDialogClosed, reportDownloadRequested } from './supportSlice'
import { useDialogFocus } from './useDialogFocus'
import styles from './ReportProblemDialog.module.css'
import { useView } from '../../app/useView'

const max = DESCRIPTION_MAX_LENGTH

/**
 * "Report a problem": a short description (a draft in the store, forms.report), then the report
 * is downloaded (Redux DevTools import format) or sent to support. A modal dialog.
 */
export default function ReportProblemForm() {
  const { t, dispatch } = useView('support')
  const form = useAppSelector(selectReportForm)
  const problem = useAppSelector(selectReportProblem)
  const { text } = useDraftFields('report', form, () =>
    problem ? t(`Dialog.${problem}`, { max }) : null,
  )
  const close = () => dispatch(reportDialogClosed())
  const { first, onKeyDown } = useDialogFocus<HTMLTextAreaElement>(close)
  useEffect(
    () => void dispatch(formOpened({ form: 'report', draft: { description: '' } })),
    [dispatch],
  )
  const [send, sending] = useSendSupportReportMutation()
  const { draft } = form
  // Either button checks the description; a good one is saved to the device or sent.
  const submit = (download: boolean) => {
    dispatch(formSubmitAttempted({ form: 'report' }))
    if (problem) first.current?.focus()
    else if (download) dispatch(reportDownloadRequested({ description: draft.description }))
    else void send({ description: draft.description })
  }
  const onSend = (event: FormEvent) => {
    event.preventDefault()
    submit(false)
  }
  return (
    <ReportDialogFrame onClose={close} onKeyDown={onKeyDown}>
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
        <ReportOutcome sending={sending} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => submit(true)}>
            {t('Dialog.download')}
          </Button>
          <Button type="submit" disabled={sending.isLoading}>
            {sending.isLoading ? t('Dialog.sending') : t('Dialog.send')}
          </Button>
        </div>
      </form>
    </ReportDialogFrame>
  )
}
