import {
  basketCleared,
  basketItemAddRequested,
  basketItemRemoved,
  basketQuantityChanged,
  selectBasket,
} from '../../../../src/client/features/basket/basketSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore } from '../../support/basketStore'
import { installFakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'

const GEAR = '11111111-1111-4111-8111-111111111111'
const { id: _id, ...request } = basketItem({ gear_id: GEAR })

beforeEach(() => {
  installFakeApi({ 'POST /api/pricing/calculate': { status: 500, body: {} } })
})

describe('the basket cookie (spec 3 and 9)', () => {
  it('keeps the basket in basket_{owner} for 7 days, secure and same-site strict', () => {
    const { store, services } = basketStore({ preloadedState: { basket: basketWith([], 'u7') } })
    store.dispatch(basketItemAddRequested(request))
    expect(JSON.parse(services.cookies.get('basket_u7')!)).toEqual([
      [GEAR, 1, 'SVQ', '2027-04-09', '2027-04-16', '10:00', '18:00', 6],
    ])
    expect(services.cookies.writes.at(-1)).toEqual({
      name: 'basket_u7',
      options: { maxAgeSeconds: 7 * 24 * 3600, secure: true, sameSite: 'strict' },
    })
  })

  it('removes the cookie when the basket becomes empty', () => {
    const { store, services } = basketStore({ preloadedState: { basket: basketWith([]) } })
    store.dispatch(basketItemAddRequested(request))
    store.dispatch(basketCleared())
    expect(services.cookies.snapshot()).toEqual({})
  })

  it.each([
    ['adding', basketItemAddRequested(request), 'add_failed'],
    ['changing a quantity', basketQuantityChanged({ id: 'x', quantity: 2 }), 'update_failed'],
    ['removing', basketItemRemoved('y'), 'remove_failed'],
  ])('says so when the browser will not keep the basket while %s', (_what, action, kind) => {
    const services = createFakeServices()
    services.cookies.set = () => false
    const { store } = basketStore({
      services,
      preloadedState: {
        basket: basketWith([
          basketItem({ id: 'x', gear_id: GEAR }),
          basketItem({ id: 'y', gear_id: '22222222-2222-4222-8222-222222222222' }),
        ]),
      },
    })
    store.dispatch(action)
    expect(selectBasket(store.getState()).message?.kind).toBe(kind)
  })
})
