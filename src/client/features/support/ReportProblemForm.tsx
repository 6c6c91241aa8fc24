import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '../../components/Alert'
import { Button } from '../../components/Button'
import { PanelHeader } from '../../components/PanelHeader'
import { useAppDispatch, useAppSelector } from '../../app/hooks'
import formStyles from '../../components/Form.module.css'
import { TextAreaField } from '../../components/TextAreaField'
import { useSendSupportReportMutation } from './supportApi'
import { DESCRIPTION_MAX_LENGTH } from './supportReport'
import { reportDialogClosed, reportDownloadRequested, selectReportDownloaded } from './supportSlice'
import styles from './ReportProblemDialog.module.css'

type Problem = 'descriptionRequired' | 'descriptionTooLong'

const FOCUSABLE = 'button:not([disabled]), textarea, [href]'

function problemWith(description: string): Problem | null {
  if (!description.trim()) return 'descriptionRequired'
  return description.length > DESCRIPTION_MAX_LENGTH ? 'descriptionTooLong' : null
}

/**
 * "Report a problem": a short description, then the report is downloaded (Redux DevTools
 * import format) or sent to support. A modal dialog: focus starts in the description and stays
 * inside, Escape or Close ends it and focus returns to what opened it.
 */
export default function ReportProblemForm() {
  const { t } = useTranslation('support')
  const dispatch = useAppDispatch()
  const downloaded = useAppSelector(selectReportDownloaded)
  const [send, sending] = useSendSupportReportMutation()
  const [description, setDescription] = useState('')
  const [problem, setProblem] = useState<Problem | null>(null)
  const field = useRef<HTMLTextAreaElement>(null)
  const opener = useRef<Element | null>(null)

  useEffect(() => {
    opener.current = document.activeElement
    field.current?.focus()
    return () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus()
      }
    }
  }, [])

  const close = () => dispatch(reportDialogClosed())
  const valid = () => {
    const found = problemWith(description)
    setProblem(found)
    if (found) field.current?.focus()
    return found === null
  }
  const onSend = (event: FormEvent) => {
    event.preventDefault()
    if (valid()) void send({ description })
  }
  const onDownload = () => {
    if (valid()) dispatch(reportDownloadRequested({ description }))
  }
  // Escape closes; Tab goes round the dialog's controls and never to the page behind it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') close()
    if (event.key !== 'Tab') return
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const [first, last] = [controls[0], controls.at(-1)]
    if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
      event.preventDefault()
      ;(event.shiftKey ? last : first)?.focus()
    }
  }

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
        onClose={close}
      />
      <p id="report-problem-lead" className={styles.lead}>
        {t('Dialog.lead')}
      </p>
      <form className={formStyles.form} onSubmit={onSend} noValidate>
        <TextAreaField
          id="report-problem-description"
          ref={field}
          label={t('Dialog.description')}
          rows={5}
          required
          value={description}
          count={t('Dialog.count', { count: description.length, max: DESCRIPTION_MAX_LENGTH })}
          error={problem ? t(`Dialog.${problem}`, { max: DESCRIPTION_MAX_LENGTH }) : null}
          onChange={(event) => setDescription(event.target.value)}
        />
        {downloaded ? <Alert tone="success">{t('Dialog.downloaded')}</Alert> : null}
        {sending.isSuccess ? <Alert tone="success">{t('Dialog.sent')}</Alert> : null}
        {sending.isError ? <Alert tone="error">{t('Dialog.sendFailed')}</Alert> : null}
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onDownload}>
            {t('Dialog.download')}
          </Button>
          <Button type="submit" disabled={sending.isLoading}>
            {sending.isLoading ? t('Dialog.sending') : t('Dialog.send')}
          </Button>
        </div>
      </form>
    </div>
  )
}
