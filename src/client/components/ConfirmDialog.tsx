import { useEffect, useId, useRef, type KeyboardEvent } from 'react'
import { Button } from './Button'
import styles from './ConfirmDialog.module.css'

interface ConfirmDialogProps {
  title: string
  lead: string
  confirmLabel: string
  cancelLabel: string
  onConfirm(): void
  onCancel(): void
}

/** The buttons of a dialog, in order (the safe answer first), that the Tab key moves between. */
const controlsOf = (dialog: HTMLElement | null) =>
  Array.from(dialog?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])

/**
 * Asks before an action that cannot be undone, instead of the browser's confirm box. Render it
 * while the question is open (the store says so): focus starts on the safe answer, stays inside,
 * Escape answers it, and focus returns to where it was when it closes.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { title, lead, confirmLabel, cancelLabel, onConfirm, onCancel } = props
  const id = useId()
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    controlsOf(dialog.current)[0]?.focus()
    return () => opener?.focus()
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return onCancel()
    if (event.key !== 'Tab') return
    const controls = controlsOf(dialog.current)
    const edge = event.shiftKey ? controls[0] : controls[controls.length - 1]
    if (edge && document.activeElement === edge) {
      event.preventDefault()
      ;(event.shiftKey ? controls[controls.length - 1] : controls[0])?.focus()
    }
  }

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-lead`}
        onKeyDown={onKeyDown}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        <p id={`${id}-lead`} className={styles.lead}>
          {lead}
        </p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm}>{confirmLabel}</Button>
        </div>
      </div>
    </div>
  )
}
