import { createMemoryCookieJar } from '../lib/persistence/cookies'
import { createMemoryStore } from '../lib/persistence/webStorage'
import type { AppServices } from './services'

/**
 * Services without a browser (memory storage, no side effects) for running the store outside
 * one: build-time rendering and the benchmarks.
 */
export function createMemoryServices(overrides: Partial<AppServices> = {}): AppServices {
  return {
    localStore: createMemoryStore(),
    sessionStore: createMemoryStore(),
    cookies: createMemoryCookieJar(),
    clock: { now: () => Date.now() },
    confirm: async () => false,
    navigate: () => undefined,
    redirect: () => undefined,
    changeLanguage: async () => undefined,
    gtag: () => undefined,
    loadScript: async () => undefined,
    clearAnalyticsCookies: () => undefined,
    applyTheme: () => undefined,
    download: () => undefined,
    page: { address: () => '/', search: () => '', title: () => '' },
    ...overrides,
  }
}
