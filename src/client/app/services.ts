import type { Language } from '../../shared/domain/languages'
import { systemClock, type Clock } from '../lib/clock'
import { createKeyValueStore, type KeyValueStore } from '../lib/storage'

/**
 * Browser services handed to listeners through the middleware's `extra`, so that a test builds
 * a real store with fakes and no module mocks.
 */
export interface AppServices {
  localStore: KeyValueStore
  sessionStore: KeyValueStore
  clock: Clock
  /** Asks the traveller to confirm an action; resolves true when they agree. */
  confirm(message: string): Promise<boolean>
  /** Client-side navigation (the router's navigate). */
  navigate(to: string, options?: { replace?: boolean }): void
  /** The current address: path, query and hash. */
  currentPath(): string
  /** Loads a language's texts and switches the interface to it. */
  changeLanguage(language: Language): Promise<void>
}

export function createBrowserServices(
  overrides: Pick<AppServices, 'navigate' | 'changeLanguage'>,
): AppServices {
  return {
    localStore: createKeyValueStore(() => globalThis.localStorage),
    sessionStore: createKeyValueStore(() => globalThis.sessionStorage),
    clock: systemClock,
    confirm: async (message) => globalThis.confirm(message),
    currentPath: () => `${location.pathname}${location.search}${location.hash}`,
    ...overrides,
  }
}
