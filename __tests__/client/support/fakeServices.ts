import type { AppServices } from '../../../src/client/app/services'
import { createMemoryCookieJar } from '../../../src/client/lib/persistence/cookies'
import { createMemoryStore } from '../../../src/client/lib/persistence/webStorage'

export type FakeServices = AppServices & {
  localStore: ReturnType<typeof createMemoryStore>
  sessionStore: ReturnType<typeof createMemoryStore>
  cookies: ReturnType<typeof createMemoryCookieJar>
  navigate: jest.Mock
  redirect: jest.Mock
  confirm: jest.Mock
  changeLanguage: jest.Mock
  /** Moves the fake clock. */
  setNow(ms: number): void
  gtag: jest.Mock
  loadScript: jest.Mock
  clearAnalyticsCookies: jest.Mock
  applyTheme: jest.Mock
  /** Saved files: `download.mock.calls` holds [fileName, text, type]. */
  download: jest.Mock<void, [string, string, string?]>
  page: {
    address: jest.Mock<string, []>
    search: jest.Mock<string, []>
    title: jest.Mock<string, []>
  }
}

export const DEFAULT_NOW = Date.parse('2027-03-01T10:00:00Z')

/** Browser services with in-memory storage, a settable clock and recorded calls, for one test. */
export function createFakeServices(
  options: {
    local?: Record<string, string>
    session?: Record<string, string>
    cookies?: Record<string, string>
    now?: number
    path?: string
    /** The address's query string, e.g. `?utm_source=newsletter`. */
    search?: string
  } = {},
): FakeServices {
  let now = options.now ?? DEFAULT_NOW
  return {
    localStore: createMemoryStore(options.local),
    sessionStore: createMemoryStore(options.session),
    cookies: createMemoryCookieJar(options.cookies),
    clock: { now: () => now },
    setNow: (ms) => {
      now = ms
    },
    confirm: jest.fn(async () => true),
    navigate: jest.fn(),
    redirect: jest.fn(),
    changeLanguage: jest.fn(async () => undefined),
    gtag: jest.fn(),
    loadScript: jest.fn(async () => undefined),
    clearAnalyticsCookies: jest.fn(),
    applyTheme: jest.fn(),
    download: jest.fn(),
    page: {
      address: jest.fn(() => `${options.path ?? '/'}${options.search ?? ''}`),
      search: jest.fn(() => options.search ?? ''),
      title: jest.fn(() => 'TinyTrip'),
    },
  }
}
