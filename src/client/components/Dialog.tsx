import { useEffect, useRef, type ReactNode } from 'react'
import { keepTabInside } from '../lib/focus'
import styles from './Dialog.module.css'

interface DialogProps {
  titleId: string
  title: string
  lead?: ReactNode
  /** The card's width: a question, or a form. */
  size?: 'narrow' | 'wide'
  onClose(): void
  children: ReactNode
}

/**
 * The app's modal dialog, rendered while the store says it is open: focus starts on the control
 * marked `data-autofocus` (else the first), Tab stays inside, Escape closes it, and focus
 * returns to where it was when it closes.
 */
export function Dialog({ titleId, title, lead, size = 'wide', onClose, children }: DialogProps) {
  const dialog = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null
    const target =
      dialog.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      dialog.current?.querySelector<HTMLElement>('input, textarea, select, button')
    target?.focus()
    return () => opener?.focus()
  }, [])

  const leadId = lead ? `${titleId}-lead` : undefined
  return (
    <div className={styles.backdrop}>
      <div
        ref={dialog}
        className={size === 'narrow' ? styles.narrow : styles.wide}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={leadId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose()
          else keepTabInside(event, dialog.current)
        }}
      >
        <h2 id={titleId}>{title}</h2>
        {lead ? (
          <p id={leadId} className={styles.lead}>
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  )
}
