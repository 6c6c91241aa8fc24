import { reportDialogOpened } from './supportSlice'
import { useView } from '../../app/useView'

/** Opens the "Report a problem" dialog (footer and account menu, which `onOpened` closes). */
export function ReportProblemButton({
  className,
  onOpened,
}: {
  className: string
  onOpened?: () => void
}) {
  const { t, dispatch } = useView()
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => {
        dispatch(reportDialogOpened())
        onOpened?.()
      }}
    >
      {t('Support.reportProblem')}
    </button>
  )
}
