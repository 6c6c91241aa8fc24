import { useId } from 'react'
import { Button } from './Button'
import { Dialog } from './Dialog'
import styles from './ConfirmDialog.module.css'

interface ConfirmDialogProps {
  title: string
  lead: string
  confirmLabel: string
  cancelLabel: string
  onConfirm(): void
  onCancel(): void
}

/**
 * Asks before an action that cannot be undone, instead of the browser's confirm box: focus
 * starts on the safe answer, and Escape gives it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, lead, confirmLabel, cancelLabel, onConfirm, onCancel } = props
  const titleId = `${useId()}-title`
  return (
    <Dialog titleId={titleId} title={title} lead={lead} size="narrow" onClose={onCancel}>
      <div className={styles.actions}>
        <Button data-autofocus variant="secondary" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Dialog>
  )
}
