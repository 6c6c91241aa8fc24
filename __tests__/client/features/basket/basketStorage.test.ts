import {
  basketCleared,
  basketItemAddRequested,
  basketItemRemoved,
  basketQuantityChanged,
  promoCodeApplied,
  selectBasket,
} from '../../../../src/client/features/basket/basketSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { persistedBasketStore, until } from '../../support/basketStore'
import { svq } from '../../support/catalogue'
import { installFakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { storedSession } from '../../support/sessionState'

const GEAR = '11111111-1111-4111-8111-111111111111'
const GEAR_B = '22222222-2222-4222-8222-222222222222'
const { id: _id, ...request } = basketItem({ gear_id: GEAR })
const STORED = [GEAR, 1, 'SVQ', '2027-04-09', '2027-04-16', '10:00', '18:00', 6]

beforeEach(() => {
  installFakeApi({
    'POST /api/pricing/calculate': { status: 500, body: {} },
    'GET /api/pickup-locations/:code': { body: svq },
    'GET /api/gear/:id': (call) => ({ body: { _id: call.params.id } }),
  })
})

describe('the basket cookie (docs/product.md, Records and storage; Constants)', () => {
  it('keeps the basket in basket_{owner} for 7 days, secure and same-site strict, as a versioned record', async () => {
    const { store, services, saved } = await persistedBasketStore({
      services: createFakeServices(storedSession()),
      preloadedState: { basket: basketWith([], 'u1') },
    })
    store.dispatch(basketItemAddRequested(request))
    await saved()
    expect(JSON.parse(services.cookies.get('basket_u1')!)).toEqual({ version: 1, items: [STORED] })
    expect(services.cookies.writes.at(-1)).toEqual({
      name: 'basket_u1',
      options: { maxAgeSeconds: 7 * 24 * 3600, secure: true, sameSite: 'strict' },
    })
  })

  it('removes the cookie when the basket becomes empty', async () => {
    const { store, services, saved } = await persistedBasketStore()
    store.dispatch(basketItemAddRequested(request))
    await saved()
    expect(services.cookies.get('basket_guest')).not.toBeNull()
    store.dispatch(basketCleared())
    await saved()
    expect(services.cookies.snapshot()).toEqual({})
  })

  it.each([
    ['adding', () => basketItemAddRequested(request), 'add_failed'],
    [
      'changing a quantity',
      (id: string) => basketQuantityChanged({ id, quantity: 2 }),
      'update_failed',
    ],
    ['removing', (id: string) => basketItemRemoved(id), 'remove_failed'],
  ])('says so when the browser will not keep the basket while %s', async (_what, action, kind) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const saved = { version: 1, items: [STORED, [GEAR_B, ...STORED.slice(1)]] }
    const services = createFakeServices({ cookies: { basket_guest: JSON.stringify(saved) } })
    const { store } = await persistedBasketStore({ services })
    services.cookies.set = () => false
    store.dispatch(action(selectBasket(store.getState()).items[1]!.id))
    await until(() => selectBasket(store.getState()).message?.kind === kind)
    error.mockRestore()
  })
})

describe('the promo code in the cookie (docs/product.md, Promo codes)', () => {
  it('keeps the code applied with the basket and brings it back at the next visit', async () => {
    const { store, services, saved } = await persistedBasketStore()
    store.dispatch(basketItemAddRequested(request))
    store.dispatch(promoCodeApplied('SUMMER-10'))
    await saved()
    const kept = services.cookies.get('basket_guest')!
    expect(JSON.parse(kept)).toEqual({ version: 1, items: [STORED], promo: 'SUMMER-10' })
    const next = createFakeServices({ cookies: { basket_guest: kept } })
    const { store: later } = await persistedBasketStore({ services: next })
    expect(selectBasket(later.getState())).toMatchObject({ promo_code: 'SUMMER-10', message: null })
  })

  it('drops a basket whose code was tampered with, and says it could not be loaded', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const tampered = { version: 1, items: [STORED], promo: '<script>'.repeat(10) }
    const services = createFakeServices({ cookies: { basket_guest: JSON.stringify(tampered) } })
    const { store } = await persistedBasketStore({ services })
    expect(selectBasket(store.getState())).toMatchObject({
      items: [],
      promo_code: null,
      message: { kind: 'load_failed' },
    })
    error.mockRestore()
  })
})

describe('upgrading (versioned records)', () => {
  it("brings back a basket saved by today's release, an unversioned list, and rewrites it versioned", async () => {
    const services = createFakeServices({ cookies: { basket_guest: JSON.stringify([STORED]) } })
    const { store, saved } = await persistedBasketStore({ services })
    expect(selectBasket(store.getState()).items).toEqual([
      { ...basketItem({ gear_id: GEAR }), id: expect.any(String) },
    ])
    store.dispatch(
      basketQuantityChanged({ id: selectBasket(store.getState()).items[0]!.id, quantity: 2 }),
    )
    await saved()
    expect(JSON.parse(services.cookies.get('basket_guest')!)).toEqual({
      version: 1,
      items: [[GEAR, 2, 'SVQ', '2027-04-09', '2027-04-16', '10:00', '18:00', 6]],
    })
  })

  it('keeps a basket a later release saved with a field this one does not know', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const later = { version: 2, items: [[...STORED, true]] }
    const services = createFakeServices({ cookies: { basket_guest: JSON.stringify(later) } })
    const { store } = await persistedBasketStore({ services })
    expect(selectBasket(store.getState())).toMatchObject({
      items: [{ gear_id: GEAR, quantity: 1, available_stock: 6 }],
      message: null,
    })
    error.mockRestore()
  })
})
