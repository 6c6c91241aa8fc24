import type { RootState } from '../../../src/client/app/store'
import { createFakeServices, type FakeServices } from './fakeServices'
import { makePersistedTestStore, makeTestStore } from './testStore'

/** A real store with fake browser services for one basket test; onListenerError is watched. */
export function basketStore(
  options: { preloadedState?: Partial<RootState>; services?: FakeServices } = {},
) {
  const services = options.services ?? createFakeServices()
  const onListenerError = jest.fn()
  const store = makeTestStore({ services, preloadedState: options.preloadedState, onListenerError })
  return { store, services, onListenerError }
}

/** The same, keeping the basket in the fake cookies: resolves once start-up restored it. */
export async function persistedBasketStore(
  options: { preloadedState?: Partial<RootState>; services?: FakeServices } = {},
) {
  const services = options.services ?? createFakeServices()
  const onListenerError = jest.fn()
  const { store, saved } = await makePersistedTestStore({
    services,
    preloadedState: options.preloadedState,
    onListenerError,
  })
  return { store, services, onListenerError, saved }
}

/** Lets pending promises and zero-delay timers run. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Waits (up to 3 s of real time) until `check` holds. */
export async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}
