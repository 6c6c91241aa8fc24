import { clearAllListeners } from '@reduxjs/toolkit'
import { featureInjected } from '../../../src/client/app/lazyFeature'
import { persistedSlicesJoined, startPersistence } from '../../../src/client/app/persistence'
import { makeStore, type AppStore } from '../../../src/client/app/store'
import { basketItemAddRequested } from '../../../src/client/features/basket/basketSlice'
import {
  languageSelected,
  selectChosenLanguage,
} from '../../../src/client/features/preferences/preferencesSlice'
import { searchFeature } from '../../../src/client/features/search'
import {
  criteriaChangeConfirmed,
  searchClockChecked,
  searchOpened,
  selectSearchCheckedAt,
} from '../../../src/client/features/search/searchSlice'
import { replayReport } from '../../../src/client/features/support/replay'
import { basketItem } from '../support/basketState'
import { svq } from '../support/catalogue'
import { installFakeApi, type FakeApi } from '../support/fakeApi'
import { createFakeServices, DEFAULT_NOW } from '../support/fakeServices'

let store: AppStore | undefined
let api: FakeApi
beforeEach(() => {
  // Start-up checks a restored basket against the catalogue and the desk's clock.
  api = installFakeApi({
    'GET /api/pickup-locations/:code': { body: svq },
    'GET /api/gear/:id': (call) => ({ body: { _id: call.params.id } }),
  })
})
afterEach(() => {
  store?.dispatch(clearAllListeners())
  api.restore()
})

/** The store as the app makes it: the search's state and listeners are not in it yet. */
async function appStore(services = createFakeServices()) {
  store = makeStore({ services })
  store.dispatch(persistedSlicesJoined(services))
  const persistor = await startPersistence(store)
  return { store, services, saved: () => persistor.flush() }
}

const ITEM = basketItem({ gear_id: '11111111-1111-4111-8111-111111111111', available_stock: 3 })

describe('a feature that joins the store when its code loads (the search)', () => {
  it('is not in the first page’s store: its events change nothing and nobody answers them', async () => {
    const { store } = await appStore()
    store.dispatch(searchOpened())
    expect(store.getState()).not.toHaveProperty('search')
    expect(selectSearchCheckedAt(store.getState())).toBeNull()
  })

  it('answers its events once joined, once only however often it is joined', async () => {
    const { store } = await appStore()
    store.dispatch(featureInjected(searchFeature))
    store.dispatch(featureInjected(searchFeature))
    const seen: string[] = []
    const unsubscribe = store.subscribe(() => seen.push('change'))
    store.dispatch(searchOpened())
    unsubscribe()
    expect(selectSearchCheckedAt(store.getState())).toBe(DEFAULT_NOW)
    // The event, then one clock reading by one listener.
    expect(seen).toHaveLength(2)
  })

  it('keeps the kept slices rehydrated and saved when it joins after start-up', async () => {
    const first = await appStore(
      createFakeServices({ local: { language: 'es' }, cookies: { basket_guest: '[]' } }),
    )
    expect(selectChosenLanguage(first.store.getState())).toBe('es')
    first.store.dispatch(featureInjected(searchFeature))
    first.store.dispatch(criteriaChangeConfirmed({ changes: { start_date: null }, at: 1 }))
    first.store.dispatch(basketItemAddRequested(ITEM))
    first.store.dispatch(languageSelected('en'))
    await first.saved()
    const { localStore, cookies } = first.services
    expect(localStore.snapshot().language).toBe('en')

    // The next visit restores what was saved after the search joined.
    const next = await appStore(
      createFakeServices({ local: localStore.snapshot(), cookies: cookies.snapshot() }),
    )
    expect(selectChosenLanguage(next.store.getState())).toBe('en')
    expect(next.store.getState().basket.items).toEqual([
      expect.objectContaining({ gear_id: ITEM.gear_id, quantity: ITEM.quantity }),
    ])
  })

  it('replays from a support report that holds its events', () => {
    const replayed = replayReport({
      preloadedState: { preferences: { language: 'en' } } as never,
      actions: [searchClockChecked(DEFAULT_NOW)],
    })
    expect(selectSearchCheckedAt(replayed)).toBe(DEFAULT_NOW)
    expect(replayed).toHaveProperty('search')
  })
})
