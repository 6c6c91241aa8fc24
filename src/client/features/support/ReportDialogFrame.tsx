import type { KeyboardEvent, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PanelHeader } from '../../components/PanelHeader'
import styles from './ReportProblemDialog.module.css'

interface ReportDialogFrameProps {
  onClose(): void
  onKeyDown(event: KeyboardEvent<HTMLElement>): void
  children: ReactNode
}

/** The problem report's modal dialog: its title, Close and lead around the form. */
export function ReportDialogFrame({ onClose, onKeyDown, children }: ReportDialogFrameProps) {
  const { t } = useTranslation('support')
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
        onClose={onClose}
      />
      <p id="report-problem-lead" className={styles.lead}>
        {t('Dialog.lead')}
      </p>
      {children}
    </div>
  )
}
