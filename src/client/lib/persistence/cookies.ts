import Cookies from 'universal-cookie'
import { logger } from '../logger'

/**
 * The cookie engine's jar, on universal-cookie: with analyticsCookies.ts (withdrawing analytics
 * consent removes Google's cookies), the only code that reads or writes document.cookie. The
 * basket's redux-persist engine (features/basket/basketStorage.ts) writes through it.
 */

export interface CookieOptions {
  maxAgeSeconds: number
  secure: boolean
  sameSite: 'strict' | 'lax'
}

/** Cookies as text: reads never throw, writes report whether the browser kept the value. */
export interface CookieJar {
  get(name: string): string | null
  set(name: string, value: string, options: CookieOptions): boolean
  remove(name: string): void
}

export function createCookieJar(): CookieJar {
  const cookies = new Cookies(undefined, { path: '/' })
  const read = (name: string): string | null => {
    cookies.update()
    const value: unknown = cookies.get(name, { doNotParse: true })
    return typeof value === 'string' ? value : null
  }
  return {
    get: read,
    set(name, value, { maxAgeSeconds, secure, sameSite }) {
      try {
        cookies.set(name, value, { path: '/', maxAge: maxAgeSeconds, secure, sameSite })
      } catch (error) {
        logger.error(`Could not write cookie "${name}"`, error)
        return false
      }
      // A browser silently drops a cookie it will not keep (too large, or cookies disabled).
      return read(name) === value
    },
    remove(name) {
      try {
        cookies.remove(name, { path: '/' })
      } catch (error) {
        logger.error(`Could not remove cookie "${name}"`, error)
      }
    },
  }
}

/** In-memory jar with the same contract, for tests. */
export function createMemoryCookieJar(initial: Record<string, string> = {}, maxBytes = 4096) {
  const jar = new Map(Object.entries(initial))
  const writes: { name: string; options: CookieOptions }[] = []
  return {
    get: (name: string) => jar.get(name) ?? null,
    set(name: string, value: string, options: CookieOptions) {
      writes.push({ name, options })
      if (name.length + encodeURIComponent(value).length > maxBytes) return false
      jar.set(name, value)
      return true
    },
    remove: (name: string) => {
      jar.delete(name)
    },
    snapshot: () => Object.fromEntries(jar),
    writes,
  } satisfies CookieJar & Record<string, unknown>
}
