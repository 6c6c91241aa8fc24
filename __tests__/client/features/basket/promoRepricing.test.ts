import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { basketEditingFeature } from '../../../../src/client/features/basket/basketEditing'
import {
  basketQuantityChanged,
  promoCodeApplied,
  selectBasket,
} from '../../../../src/client/features/basket/basketSlice'
import {
  promoCodeSubmitted,
  promoDraftChanged,
} from '../../../../src/client/features/basket/promoFieldSlice'
import { REPRICE_DEBOUNCE_MS } from '../../../../src/client/features/basket/repricingListener'
import { selectPromoField } from '../../../../src/client/features/basket/promoSelectors'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore, until } from '../../support/basketStore'
import { failure } from '../../support/bookings'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { pricingFor } from '../../support/pricing'

type PricingBody = { gear_ids: string[]; promo_code?: string }
const discount = (code: string) => ({ code, description: `Promo code ${code}`, amount: 441 })

let api: FakeApi
/** The server: 1,000 cents a unit, 441 off with SUMMER-10, any other code unknown. */
beforeEach(() => {
  api = installFakeApi({
    'POST /api/pricing/calculate': (call) => {
      const { gear_ids, promo_code } = call.body as PricingBody
      if (promo_code && promo_code !== 'SUMMER-10') return failure(422, 'PROMO_UNKNOWN')
      const total = 1000 * gear_ids.length - (promo_code ? 441 : 0)
      return { body: pricingFor(total, promo_code ? { discounts: [discount(promo_code)] } : {}) }
    },
  })
})
afterEach(() => api.restore())

const sentCodes = () =>
  api.callsTo('POST /api/pricing/calculate').map((call) => (call.body as PricingBody).promo_code)
const wait = () => new Promise((resolve) => setTimeout(resolve, REPRICE_DEBOUNCE_MS + 50))

function pricedStore() {
  const made = basketStore({
    preloadedState: { basket: basketWith([basketItem({ id: 'a', available_stock: 20 })]) },
  })
  // The popup's field loads with basket editing.
  made.store.dispatch(featureInjected(basketEditingFeature))
  const apply = (code: string) => {
    made.store.dispatch(promoDraftChanged(code))
    made.store.dispatch(promoCodeSubmitted())
  }
  const basket = () => selectBasket(made.store.getState())
  return { ...made, apply, basket, promo: () => selectPromoField(made.store.getState()) }
}

describe('repricing with a promo code (docs/product.md, Promo codes)', () => {
  it('sends the code with the basket and shows the server totals with its discount', async () => {
    const { apply, basket, promo, onListenerError } = pricedStore()
    apply('summer-10')
    await until(() => promo().status === 'applied')
    expect(sentCodes()).toEqual(['SUMMER-10'])
    expect(basket().total_price).toBe(559)
    expect(basket().pricing?.discounts).toEqual([discount('SUMMER-10')])
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('reprices once when the code changes, and not at all for the same code again', async () => {
    const { apply, promo, store } = pricedStore()
    store.dispatch(basketQuantityChanged({ id: 'a', quantity: 2 }))
    await until(() => sentCodes().length === 1)
    apply('SUMMER-10')
    await until(() => promo().status === 'applied')
    apply('summer-10')
    await wait()
    expect(sentCodes()).toEqual([undefined, 'SUMMER-10'])
    store.dispatch(promoCodeApplied(null))
    await until(() => sentCodes().length === 3)
    expect(sentCodes()[2]).toBeUndefined()
  })

  it('keeps the code with its reason when refused, and prices the basket without it', async () => {
    const { apply, basket, promo, onListenerError } = pricedStore()
    apply('NOPE-10')
    await until(() => sentCodes().length === 2)
    await until(() => basket().pricingStatus === 'priced')
    expect(sentCodes()).toEqual(['NOPE-10', undefined])
    expect(promo()).toMatchObject({ code: 'NOPE-10', status: 'refused', refusal: 'PROMO_UNKNOWN' })
    expect(basket()).toMatchObject({ total_price: 1000, message: null })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('does not price again when a refused code is removed: the price already leaves it out', async () => {
    const { apply, basket, store } = pricedStore()
    apply('NOPE-10')
    await until(() => basket().pricingStatus === 'priced')
    store.dispatch(promoCodeApplied(null))
    await wait()
    expect(sentCodes()).toEqual(['NOPE-10', undefined])
  })

  it('sends nothing for a malformed code', async () => {
    const { apply, promo } = pricedStore()
    apply('50% OFF')
    await wait()
    expect(sentCodes()).toEqual([])
    expect(promo()).toMatchObject({ code: null, malformed: true })
  })
})
