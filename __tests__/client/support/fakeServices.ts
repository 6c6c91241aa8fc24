import type { AppServices } from '../../../src/client/app/services'
import { createMemoryStore } from '../../../src/client/lib/storage'

export type FakeServices = AppServices & {
  localStore: ReturnType<typeof createMemoryStore>
  sessionStore: ReturnType<typeof createMemoryStore>
  navigate: jest.Mock
  confirm: jest.Mock
  changeLanguage: jest.Mock
  currentPath: jest.Mock<string, []>
  /** Moves the fake clock. */
  setNow(ms: number): void
}

export const DEFAULT_NOW = Date.parse('2027-03-01T10:00:00Z')

/** Browser services with in-memory storage, a settable clock and recorded calls, for one test. */
export function createFakeServices(
  options: {
    local?: Record<string, string>
    session?: Record<string, string>
    now?: number
    path?: string
  } = {},
): FakeServices {
  let now = options.now ?? DEFAULT_NOW
  return {
    localStore: createMemoryStore(options.local),
    sessionStore: createMemoryStore(options.session),
    clock: { now: () => now },
    setNow: (ms) => {
      now = ms
    },
    confirm: jest.fn(async () => true),
    navigate: jest.fn(),
    changeLanguage: jest.fn(async () => undefined),
    currentPath: jest.fn(() => options.path ?? '/'),
  }
}
