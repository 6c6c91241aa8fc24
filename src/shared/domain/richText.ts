/**
 * Rules for links inside article and legal texts, shared by the server (which drops unsafe
 * links before they leave) and the client (which checks again before rendering).
 */
const SAFE_SCHEMES = /^(https:|mailto:|tel:)/i

/** True for links inside the site (`/path`, `#section`) and https, mailto and tel links. */
export function isSafeHref(href: string): boolean {
  const value = href.trim()
  if (value !== href || /[\s\\]/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return false
  if (value.startsWith('/')) return !value.startsWith('//')
  if (value.startsWith('#')) return value.length > 1
  return SAFE_SCHEMES.test(value)
}

/** True when the link stays inside the app, so the router can follow it without a reload. */
export const isInternalHref = (href: string) => href.startsWith('/') && !href.startsWith('//')
