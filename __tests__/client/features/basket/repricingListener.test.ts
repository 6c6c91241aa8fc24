import {
  basketItemAddRequested,
  basketQuantityChanged,
  selectBasket,
} from '../../../../src/client/features/basket/basketSlice'
import { REPRICE_DEBOUNCE_MS } from '../../../../src/client/features/basket/repricingListener'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore, until } from '../../support/basketStore'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { pricingFor } from '../../support/pricing'

let api: FakeApi
let priced = 0
beforeEach(() => {
  priced = 0
  api = installFakeApi({
    'POST /api/pricing/calculate': (call) => {
      priced += 1
      const units = (call.body as { gear_ids: string[] }).gear_ids.length
      return { body: pricingFor(1000 * units) }
    },
  })
})
afterEach(() => jest.useRealTimers())

const preloaded = (quantity = 1) => ({
  preloadedState: { basket: basketWith([basketItem({ id: 'a', quantity, available_stock: 20 })]) },
})

describe('repricing (docs/product.md, State machines)', () => {
  it('prices after a change, debounced: ten rapid stepper clicks make one request', async () => {
    jest.useFakeTimers()
    const { store, onListenerError } = basketStore(preloaded())
    for (let quantity = 2; quantity <= 11; quantity++) {
      store.dispatch(basketQuantityChanged({ id: 'a', quantity }))
      await jest.advanceTimersByTimeAsync(50)
    }
    await jest.advanceTimersByTimeAsync(REPRICE_DEBOUNCE_MS)
    expect(api.callsTo('POST /api/pricing/calculate')).toHaveLength(1)
    expect(api.calls[0]?.body).toMatchObject({
      gear_ids: Array.from({ length: 11 }, () => 'g1'),
      pickup_location_code: 'SVQ',
      start_date: '2027-04-09',
      end_date: '2027-04-16',
      pickup_time: '10:00',
      return_time: '18:00',
    })
    expect(selectBasket(store.getState()).total_price).toBe(11_000)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('skips the request when the basket signature has not changed since it was priced', async () => {
    const { store } = basketStore(preloaded())
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 2 }))
    await until(() => selectBasket(store.getState()).pricingStatus === 'priced')
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 3 }))
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 2 }))
    await new Promise((resolve) => setTimeout(resolve, REPRICE_DEBOUNCE_MS + 50))
    expect(priced).toBe(1)
  })

  it('ignores an answer for an older basket and applies the newer one', async () => {
    let releaseFirst: () => void = () => undefined
    api.on('POST /api/pricing/calculate', (call) => {
      priced += 1
      const units = (call.body as { gear_ids: string[] }).gear_ids.length
      const reply = { body: pricingFor(1000 * units) }
      return priced === 1
        ? { ...reply, after: new Promise<void>((r) => (releaseFirst = r)) }
        : reply
    })
    const { store } = basketStore(preloaded())
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 2 }))
    await until(() => priced === 1)
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 3 }))
    await until(() => selectBasket(store.getState()).total_price === 3000)
    releaseFirst()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(selectBasket(store.getState()).total_price).toBe(3000)
    expect(selectBasket(store.getState()).pricing?.grand_total).toBe(3000)
  })

  it('sets the total price to 0 and says "Failed to calculate pricing" when a first price fails', async () => {
    api.on('POST /api/pricing/calculate', {
      status: 500,
      body: { success: false, statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
    })
    const { store } = basketStore(preloaded())
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 2 }))
    await until(() => selectBasket(store.getState()).pricingStatus === 'failed')
    expect(selectBasket(store.getState())).toMatchObject({
      total_price: 0,
      message: { kind: 'calculate_failed' },
    })
  })

  it('says "Failed to refresh pricing" when a priced basket fails to reprice', async () => {
    const { store } = basketStore(preloaded())
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 2 }))
    await until(() => selectBasket(store.getState()).pricingStatus === 'priced')
    api.on('POST /api/pricing/calculate', {
      status: 500,
      body: { success: false, statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
    })
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 3 }))
    await until(() => selectBasket(store.getState()).pricingStatus === 'failed')
    expect(selectBasket(store.getState())).toMatchObject({
      total_price: 0,
      message: { kind: 'pricing_failed' },
    })
  })

  it('shows the stock message with the server numbers and lowers the item to the stock left', async () => {
    api.on('POST /api/pricing/calculate', {
      status: 409,
      body: {
        success: false,
        statusCode: 409,
        code: 'INSUFFICIENT_STOCK',
        message: 'Not enough stock available. Requested: 2, Available: 1',
        details: [
          {
            path: 'body/gear_ids/g1',
            message: 'Not enough stock available. Requested: 2, Available: 1',
          },
        ],
        shortages: [{ gear_id: 'g1', requested: 2, available: 1 }],
      },
    })
    const { store } = basketStore(preloaded())
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 2 }))
    await until(() => selectBasket(store.getState()).pricingStatus === 'failed')
    expect(selectBasket(store.getState()).message).toEqual({
      kind: 'stock',
      requested: 2,
      available: 1,
    })
    expect(selectBasket(store.getState()).items[0]?.available_stock).toBe(1)
  })

  it('prices a new basket once and makes no request once it is empty', async () => {
    const { store } = basketStore()
    const { id: _id, ...request } = basketItem({ gear_id: 'g9' })
    store.dispatch(basketItemAddRequested(request))
    await until(() => priced === 1)
    store.dispatch(
      basketQuantityChanged({ id: selectBasket(store.getState()).items[0]!.id, quantity: 0 }),
    )
    await new Promise((resolve) => setTimeout(resolve, REPRICE_DEBOUNCE_MS + 50))
    expect(priced).toBe(1)
    expect(selectBasket(store.getState())).toMatchObject({
      total_price: 0,
      pricing: null,
      items: [],
    })
  })
})
