import { basketLoaded, selectBasket } from '../../../../src/client/features/basket/basketSlice'
import { basketItem } from '../../support/basketState'
import { basketStore, until } from '../../support/basketStore'
import { svq } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'

let api: FakeApi
const gone = {
  status: 404,
  body: { success: false, statusCode: 404, code: 'NOT_FOUND', message: 'x' },
}
beforeEach(() => {
  api = installFakeApi({
    'GET /api/pickup-locations/:code': { body: svq },
    'GET /api/gear/:id': (call) => ({ body: { _id: call.params.id } }),
    'POST /api/pricing/calculate': { status: 500, body: {} },
  })
})

// 23:30 on 8 April in Seville is 21:30 UTC; it is already 9 April in Seville at 22:30 UTC.
const services = (isoNow: string) => createFakeServices({ now: Date.parse(isoNow) })

describe('pruning (docs/product.md, State machines)', () => {
  it('removes items whose pickup date is today or earlier at the location, and says so', async () => {
    const { store, onListenerError } = basketStore({ services: services('2027-04-08T22:30:00Z') })
    store.dispatch(
      basketLoaded({
        owner: 'guest',
        items: [
          basketItem({ id: 'today', start_date: '2027-04-09', end_date: '2027-04-12' }),
          basketItem({
            id: 'past',
            gear_id: 'g2',
            start_date: '2027-04-01',
            end_date: '2027-04-12',
          }),
        ],
      }),
    )
    await until(() => selectBasket(store.getState()).items.length === 0)
    expect(selectBasket(store.getState()).message).toEqual({
      kind: 'pruned',
      reason: 'started',
      count: 2,
    })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('keeps items that start tomorrow at the location, even if it is already tomorrow in UTC+0', async () => {
    const { store } = basketStore({ services: services('2027-04-08T21:30:00Z') })
    store.dispatch(
      basketLoaded({ owner: 'guest', items: [basketItem({ start_date: '2027-04-09' })] }),
    )
    await until(() => api.callsTo('GET /api/gear/g1').length === 1)
    expect(selectBasket(store.getState()).items).toHaveLength(1)
    expect(selectBasket(store.getState()).message).toBeNull()
  })

  it('removes items whose gear the catalogue no longer has', async () => {
    api.on('GET /api/gear/:id', (call) =>
      call.params.id === 'g2' ? gone : { body: { _id: call.params.id } },
    )
    const { store } = basketStore({ services: services('2027-03-01T10:00:00Z') })
    store.dispatch(
      basketLoaded({
        owner: 'guest',
        items: [basketItem({ id: 'a' }), basketItem({ id: 'b', gear_id: 'g2' })],
      }),
    )
    await until(() => selectBasket(store.getState()).items.length === 1)
    expect(selectBasket(store.getState()).items[0]?.id).toBe('a')
    expect(selectBasket(store.getState()).message).toEqual({
      kind: 'pruned',
      reason: 'unavailable',
      count: 1,
    })
  })

  it('keeps the items and says "Failed to load basket item details" when the catalogue fails', async () => {
    api.on('GET /api/gear/:id', { status: 500, body: {} })
    const { store } = basketStore({ services: services('2027-03-01T10:00:00Z') })
    store.dispatch(basketLoaded({ owner: 'guest', items: [basketItem()] }))
    await until(() => selectBasket(store.getState()).message !== null)
    expect(selectBasket(store.getState())).toMatchObject({ message: { kind: 'details_failed' } })
    expect(selectBasket(store.getState()).items).toHaveLength(1)
  })
})
