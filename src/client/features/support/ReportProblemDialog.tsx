import { lazy } from 'react'
import { useAppSelector } from '../../app/hooks'
import { selectReportDialogOpen } from './reportDialog'
import styles from './ReportProblemDialog.module.css'

/** The form, its texts and the sending call load the first time the dialog opens. */
const ReportProblemForm = lazy(
  () => import(/* webpackChunkName: "ReportProblemForm" */ './ReportProblemForm'),
)

/** "Report a problem", opened from the footer or the account menu (inside a Suspense). */
export function ReportProblemDialog() {
  const open = useAppSelector(selectReportDialogOpen)
  if (!open) return null
  return (
    <div className={styles.backdrop}>
      <ReportProblemForm />
    </div>
  )
}
