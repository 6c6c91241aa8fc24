import { useTranslation } from 'react-i18next'
import { useAppDispatch } from '../../app/hooks'
import { prefetchReportDialog, reportProblemPressed } from './reportDialog'

/** Opens the "Report a problem" dialog (footer and account menu, which `onOpened` closes). */
export function ReportProblemButton({
  className,
  onOpened,
}: {
  className: string
  onOpened?: () => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onPointerEnter={prefetchReportDialog}
      onFocus={prefetchReportDialog}
      onClick={() => {
        void dispatch(reportProblemPressed())
        onOpened?.()
      }}
    >
      {t('Support.reportProblem')}
    </button>
  )
}
