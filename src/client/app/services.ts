import type { Language } from '../../shared/domain/languages'
import { systemClock, type Clock } from '../lib/clock'
import { createCookieJar, type CookieJar } from '../lib/cookies'
import { callGtag, clearAnalyticsCookies, loadScript, type GtagCommand } from '../lib/gtag'
import { createKeyValueStore, type KeyValueStore } from '../lib/storage'

/**
 * Browser services handed to listeners through the middleware's `extra`, so that a test builds
 * a real store with fakes and no module mocks.
 */
export interface AppServices {
  localStore: KeyValueStore
  sessionStore: KeyValueStore
  cookies: CookieJar
  clock: Clock
  /** Asks the traveller to confirm an action; resolves true when they agree. */
  confirm(message: string): Promise<boolean>
  /** Leaves the app for another site (the payment provider's page). */
  redirect(url: string): void
  /** Client-side navigation (the router's navigate). */
  navigate(to: string, options?: { replace?: boolean }): void
  /** Loads a language's texts and switches the interface to it. */
  changeLanguage(language: Language): Promise<void>
  /** The global tag function (spec 7), called only while analytics is allowed. */
  gtag(...command: GtagCommand): void
  /** Adds a third-party script to the page (the analytics tag). */
  loadScript(src: string): Promise<void>
  /** Deletes the analytics cookies when the traveller withdraws consent. */
  clearAnalyticsCookies(): void
  /** The address and document as they are now, for campaign capture and page views. */
  page: {
    /** Path, query and hash. */
    address(): string
    search(): string
    title(): string
  }
}

export function createBrowserServices(
  overrides: Pick<AppServices, 'navigate' | 'changeLanguage'>,
): AppServices {
  return {
    localStore: createKeyValueStore(() => globalThis.localStorage),
    cookies: createCookieJar(),
    sessionStore: createKeyValueStore(() => globalThis.sessionStorage),
    clock: systemClock,
    confirm: async (message) => globalThis.confirm(message),
    redirect: (url) => location.assign(url),
    gtag: callGtag,
    loadScript,
    clearAnalyticsCookies,
    page: {
      address: () => `${location.pathname}${location.search}${location.hash}`,
      search: () => location.search,
      title: () => document.title,
    },
    ...overrides,
  }
}
