import { useEffect, useRef, type KeyboardEvent } from 'react'

const FOCUSABLE = 'button:not([disabled]), textarea, [href]'

/**
 * A modal dialog's focus: it starts on `first` and returns to what opened the dialog when it
 * closes; Escape calls `close`, Tab goes round the dialog's controls, never to the page behind.
 */
export function useDialogFocus<T extends HTMLElement>(close: () => void) {
  const first = useRef<T>(null)
  const opener = useRef<Element | null>(null)
  useEffect(() => {
    opener.current = document.activeElement
    first.current?.focus()
    return () => {
      if (opener.current instanceof HTMLElement && opener.current.isConnected) {
        opener.current.focus()
      }
    }
  }, [])
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') close()
    if (event.key !== 'Tab') return
    const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const [head, last] = [controls[0], controls.at(-1)]
    if (event.shiftKey ? document.activeElement === head : document.activeElement === last) {
      event.preventDefault()
      ;(event.shiftKey ? last : head)?.focus()
    }
  }
  return { first, onKeyDown }
}
