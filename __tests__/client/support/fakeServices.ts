import type { AppServices } from '../../../src/client/app/services'
import { createMemoryStore } from '../../../src/client/lib/storage'

export type FakeServices = AppServices & {
  localStore: ReturnType<typeof createMemoryStore>
  sessionStore: ReturnType<typeof createMemoryStore>
  navigate: jest.Mock
  confirm: jest.Mock
  changeLanguage: jest.Mock
  gtag: jest.Mock
  loadScript: jest.Mock
  clearAnalyticsCookies: jest.Mock
  page: { search: jest.Mock<string, []>; title: jest.Mock<string, []> }
}

/** Browser services with in-memory storage and recorded calls, for one test. */
export function createFakeServices(
  options: {
    local?: Record<string, string>
    session?: Record<string, string>
    now?: number
    /** The address's query string, e.g. `?utm_source=newsletter`. */
    search?: string
  } = {},
): FakeServices {
  return {
    localStore: createMemoryStore(options.local),
    sessionStore: createMemoryStore(options.session),
    clock: { now: () => options.now ?? Date.parse('2027-03-01T10:00:00Z') },
    confirm: jest.fn(async () => true),
    navigate: jest.fn(),
    changeLanguage: jest.fn(async () => undefined),
    gtag: jest.fn(),
    loadScript: jest.fn(async () => undefined),
    clearAnalyticsCookies: jest.fn(),
    page: {
      search: jest.fn(() => options.search ?? ''),
      title: jest.fn(() => 'TinyTrip'),
    },
  }
}
