import { deskSliceInjected } from '../../../../src/client/features/desk'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { signedInSession } from '../../support/sessionState'
import { makeTestStore } from '../../support/testStore'

let installed: FakeApi | undefined
afterEach(() => {
  installed?.restore()
  installed = undefined
  jest.useRealTimers()
})

/**
 * A real store with the desk's rooms joined, signed in as admin a1, over a fake API answering
 * `handlers` (restored after each test): the rooms' listeners run against it.
 */
export function deskStore(handlers: Parameters<typeof installFakeApi>[0] = {}) {
  const api = (installed = installFakeApi(handlers))
  const onListenerError = jest.fn()
  const services = createFakeServices({ path: '/desk' })
  const store = makeTestStore({
    services,
    preloadedState: {
      session: signedInSession({ user: { id: 'a1', role: 'admin' }, accessToken: 't' }),
    },
    onListenerError,
  })
  store.dispatch(deskSliceInjected())
  return { store, api, services, onListenerError }
}

/** Waits (half a second at most) until what the listeners do shows in the store. */
export async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}
