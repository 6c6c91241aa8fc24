/**
 * Google's analytics cookies, removed when the traveller withdraws consent. Apart from the
 * basket's cookie jar (cookies.ts), the only code that writes document.cookie.
 */
const ANALYTICS_COOKIE = /^(_ga(_.+)?|_gid|_gat(_.+)?)$/

/** Removes Google Analytics cookies from this host and each parent domain they may sit on. */
export function clearAnalyticsCookies(): void {
  const names = document.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => ANALYTICS_COOKIE.test(name))
  const parts = location.hostname.split('.')
  const domains = parts
    .map((_, index) => parts.slice(index).join('.'))
    .filter((d) => d.includes('.'))
  for (const name of names) {
    const expired = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`
    document.cookie = expired
    for (const domain of domains) document.cookie = `${expired}; domain=${domain}`
  }
}
