/**
 * Registers the desk's service worker (deskServiceWorker.ts, built as /desk-sw.js) for the desk's
 * pages alone. Where the browser has none, or the build has none (the development server), the
 * desk works as before, online.
 */
export function registerDeskServiceWorker() {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  navigator.serviceWorker.register('/desk-sw.js', { scope: '/desk' }).catch(() => undefined)
}
