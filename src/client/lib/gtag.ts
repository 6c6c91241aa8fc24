/**
 * The browser side of Google Analytics: the global tag function (gtag) and its dataLayer
 * queue and the loader for the tag script (the analytics cookies are removed by
 * lib/persistence/analyticsCookies.ts). Nothing here runs until a listener calls it, which happens only
 * after the traveller allows analytics.
 */
type ConsentState = 'granted' | 'denied'
type Parameters = Record<string, string | boolean>

export type GtagCommand =
  | [command: 'consent', action: 'default' | 'update', state: Record<string, ConsentState>]
  | [command: 'js', date: Date]
  | [command: 'config', measurementId: string, parameters: Parameters]
  | [command: 'event', name: string, parameters: Parameters]

declare global {
  interface Window {
    dataLayer?: unknown[]
    gtag?: (...args: unknown[]) => void
  }
}

/** Calls the global gtag, first defining it as the standard dataLayer queue when missing. */
export function callGtag(...command: GtagCommand): void {
  window.dataLayer ??= []
  if (typeof window.gtag !== 'function') {
    window.gtag = function gtag() {
      // gtag.js reads `arguments` objects from the queue, not arrays.
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer?.push(arguments)
    }
  }
  window.gtag(...command)
}

/** Appends an async script and settles when it has loaded or failed. */
export function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.async = true
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => reject(new Error(`Could not load ${src}`))
    document.head.append(script)
  })
}
