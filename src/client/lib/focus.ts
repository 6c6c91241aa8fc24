import type { KeyboardEvent } from 'react'

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]'

/**
 * The controls Tab reaches inside `container`, in order (enabled, shown, not tabindex -1). Where
 * nothing has a layout (a document without rendering, as in unit tests), every enabled one.
 */
function tabbables(container: HTMLElement): HTMLElement[] {
  const enabled = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.matches(':disabled'),
  )
  const shown = enabled.filter((element) => element.getClientRects().length > 0)
  return shown.length > 0 ? shown : enabled
}

/**
 * Keeps Tab and Shift+Tab inside a dialog: from its last control back to its first, and from
 * its first (or the dialog itself) to its last. Call from the dialog's onKeyDown.
 */
export function keepTabInside(event: KeyboardEvent, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return
  const items = tabbables(container)
  const first = items[0]
  const last = items[items.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && active === last) {
    event.preventDefault()
    first.focus()
  }
}
