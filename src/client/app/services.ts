import type { Language } from '../../shared/domain/languages'
import type { SavedBaskets } from '../features/basket/slices'
import type { Theme } from '../features/preferences/slices'
import type { ActionLog } from '../features/support/slices'
import type { PersistedReducers } from './rehydration'
import type { createRootReducer } from './store'
import { systemClock, type Clock } from '../lib/clock'
import type { GtagCommand } from '../lib/gtag'
import { logger } from '../lib/logger'
import type { CookieJar } from '../lib/persistence/cookies'
import type { StorageArea } from '../lib/persistence/webStorage'
import { applyTheme } from '../lib/theme'

/**
 * Local storage, session storage and cookies: only the persistence engines use them, and they
 * load with them (app/persistence.ts), after the first page has rendered.
 */
export interface StorageServices {
  localStore: StorageArea
  sessionStore: StorageArea
  cookies: CookieJar
}

/** The services a store is made with; its storage joins with the persistence code. */
export type StoreServices = Omit<AppServices, keyof StorageServices>

/**
 * Browser services handed to listeners through the middleware's `extra`, so that a test builds
 * a real store with fakes and no module mocks.
 */
export interface AppServices extends StorageServices {
  clock: Clock
  /** Asks the traveller to confirm an action; resolves true when they agree. */
  confirm(message: string): Promise<boolean>
  /** Leaves the app for another site (the payment provider's page). */
  redirect(url: string): void
  /** Client-side navigation (the router's navigate). */
  navigate(to: string, options?: { replace?: boolean }): void
  /** Loads a language's texts and switches the interface to it. */
  changeLanguage(language: Language): Promise<void>
  /** The global tag function (docs/product.md, Calls), called only while analytics is allowed. */
  gtag(...command: GtagCommand): void
  /** Adds a third-party script to the page (the analytics tag). */
  loadScript(src: string): Promise<void>
  /** Deletes the analytics cookies when the traveller withdraws consent. */
  clearAnalyticsCookies(): void
  /** Shows the page in light or dark colours, or the system's. */
  applyTheme(theme: Theme): void
  /** Saves a text file to the device (a support report, a CSV export), of a MIME type. */
  download(fileName: string, text: string, type?: string): void
  /** The address and document as they are now, for campaign capture and page views. */
  page: {
    /** Path, query and hash. */
    address(): string
    search(): string
    title(): string
  }
}

/** The analytics tag's code, loaded with the first call (analytics allowed or withdrawn). */
const analyticsTag = () => import(/* webpackChunkName: "analyticsTag" */ '../lib/analyticsTag')
const withAnalyticsTag = (use: (tag: Awaited<ReturnType<typeof analyticsTag>>) => void) =>
  void analyticsTag()
    .then(use)
    .catch((error: unknown) => logger.error('Could not load the analytics tag', error))

export function createBrowserServices(
  overrides: Pick<AppServices, 'navigate' | 'changeLanguage'>,
): StoreServices {
  return {
    clock: systemClock,
    confirm: async (message) => globalThis.confirm(message),
    redirect: (url) => location.assign(url),
    // Calls keep their order: each waits for the same chunk, then runs in turn.
    gtag: (...command) => withAnalyticsTag((tag) => tag.callGtag(...command)),
    loadScript: async (src) => (await analyticsTag()).loadScript(src),
    clearAnalyticsCookies: () => withAnalyticsTag((tag) => tag.clearAnalyticsCookies()),
    applyTheme,
    // Only reports and exports save files: the code that does it loads with the first one.
    download: (...file) =>
      void import(/* webpackChunkName: "download" */ '../lib/download')
        .then(({ downloadFile }) => downloadFile(...file))
        .catch((error: unknown) => logger.error('Could not save the file', error)),
    page: {
      address: () => `${location.pathname}${location.search}${location.hash}`,
      search: () => location.search,
      title: () => document.title,
    },
    ...overrides,
  }
}

/**
 * What listeners and endpoints receive as `extra`: the services without the raw storage (only
 * the persistence engines write there), the saved baskets and this store's action log.
 */
export type AppExtra = Omit<AppServices, 'localStore' | 'sessionStore' | 'cookies'> & {
  savedBaskets: SavedBaskets
  actionLog: ActionLog
  /** Lazily loaded areas (booking, quote, the desk) add their slices to the store's reducer. */
  rootReducer: Pick<ReturnType<typeof createRootReducer>, 'inject'> & {
    /**
     * The persisted slices' reducers take over from the plain ones once the persistence code
     * has loaded: the store's keep the browser's storage, the action log's keep nothing.
     */
    persist?(reducers: PersistedReducers, logReducers: PersistedReducers): void
  }
}
