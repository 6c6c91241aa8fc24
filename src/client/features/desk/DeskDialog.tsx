import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './Desk.module.css'

interface DeskDialogProps {
  titleId: string
  title: string
  lead?: ReactNode
  onClose(): void
  children: ReactNode
}

/**
 * A modal dialog of the desk: focus starts on the control marked `data-autofocus` (else the
 * first), stays inside, Escape closes it, and focus returns to where it was when it closes.
 */
export function DeskDialog({ titleId, title, lead, onClose, children }: DeskDialogProps) {
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const target =
      dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.current?.querySelector<HTMLElement>('input, textarea, select, button')
    target?.focus()
    return () => opener?.focus()
  }, [])

  const keepFocusInside = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return onClose()
    if (event.key !== 'Tab') return
    const controls = dialog.current?.querySelectorAll<HTMLElement>(
      'input, textarea, select, button:not([disabled])',
    )
    if (!controls?.length) return
    const first = controls[0]!
    const last = controls[controls.length - 1]!
    const leaving = event.shiftKey
      ? document.activeElement === first
      : document.activeElement === last
    if (leaving) {
      event.preventDefault()
      ;(event.shiftKey ? last : first).focus()
    }
  }
  const leadId = lead ? `${titleId}-lead` : undefined
  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={leadId}
        onKeyDown={keepFocusInside}
      >
        <h2 id={titleId}>{title}</h2>
        {lead ? <p id={leadId}>{lead}</p> : null}
        {children}
      </div>
    </div>
  )
}
