import { featureInjected, type LazyFeature } from '../../../src/client/app/lazyFeature'
import { installFakeApi, type FakeApi } from './fakeApi'
import { createFakeServices } from './fakeServices'
import { signedInSession } from './sessionState'
import { makeTestStore } from './testStore'

let api: FakeApi | undefined
afterEach(() => api?.restore())

/**
 * A signed-in family's store on one booking's page, with a lazy feature of that page joined, over
 * a fake API answering `handlers` (restored after each test); onListenerError is watched.
 */
export function bookingPageStore(
  feature: LazyFeature,
  bookingId: string,
  handlers: Parameters<typeof installFakeApi>[0],
) {
  api = installFakeApi(handlers)
  const onListenerError = jest.fn()
  const store = makeTestStore({
    services: createFakeServices({ path: `/booking/${bookingId}` }),
    preloadedState: {
      session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }),
    },
    onListenerError,
  })
  store.dispatch(featureInjected(feature))
  return { store, api, onListenerError }
}
