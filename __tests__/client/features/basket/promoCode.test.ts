import type { RootState } from '../../../../src/client/app/store'
import {
  basketCleared,
  basketLoaded,
  basketPricingReceived,
  basketPricingRequested,
  basketSlice,
  promoCodeApplied,
  promoCodeRefused,
  type BasketState,
} from '../../../../src/client/features/basket/basketSlice'
import { pricingSignature } from '../../../../src/client/features/basket/pricingSignature'
import {
  promoCodeSubmitted,
  promoDraftChanged,
  promoFieldSlice,
  selectPromoDraft,
} from '../../../../src/client/features/basket/promoFieldSlice'
import { selectPromoField } from '../../../../src/client/features/basket/promoSelectors'
import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { basketEditingFeature } from '../../../../src/client/features/basket/basketEditing'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore } from '../../support/basketStore'
import { pricingFor } from '../../support/pricing'

const reduce = basketSlice.reducer
const withCode = (code: string | null, state = basketWith([basketItem()])) =>
  reduce(state, promoCodeApplied(code))
const field = (basket: BasketState) => selectPromoField({ basket } as RootState)
const refused = (
  basket: BasketState,
  reason: 'PROMO_EXPIRED' | 'PROMO_USED_UP' = 'PROMO_EXPIRED',
) => reduce(basket, promoCodeRefused({ code: 'SUMMER-10', reason }))
const discount = { code: 'SUMMER-10', description: 'Promo code SUMMER-10 (10% off)', amount: 441 }

/** A real store with the popup's field loaded, after typing `text` and pressing "Apply". */
function applied(text: string, code: string | null = null) {
  const { store } = basketStore({ preloadedState: { basket: withCode(code) } })
  store.dispatch(featureInjected(basketEditingFeature))
  store.dispatch(promoDraftChanged(text))
  store.dispatch(promoCodeSubmitted())
  return store.getState()
}

describe('the promo field (docs/product.md, Promo codes)', () => {
  it('applies a typed code trimmed and in upper case, and keeps what was typed', () => {
    const state = applied('  summer-10 ')
    expect(state.basket.promo_code).toBe('SUMMER-10')
    expect(selectPromoDraft(state)).toEqual({ draft: '  summer-10 ', malformed: false })
  })

  it('keeps a refused code in the field beside its reason, and empties it once removed', () => {
    const { store } = basketStore({ preloadedState: { basket: withCode(null) } })
    store.dispatch(featureInjected(basketEditingFeature))
    store.dispatch(promoDraftChanged('SUMER-10'))
    store.dispatch(promoCodeSubmitted())
    store.dispatch(promoCodeRefused({ code: 'SUMER-10', reason: 'PROMO_UNKNOWN' }))
    expect(selectPromoField(store.getState())).toMatchObject({
      draft: 'SUMER-10',
      status: 'refused',
      refusal: 'PROMO_UNKNOWN',
    })
    store.dispatch(promoCodeApplied(null))
    expect(selectPromoDraft(store.getState()).draft).toBe('')
  })

  it.each([
    ['odd characters', 'a!'],
    ['too short', 'ab'],
    ['1,000 characters', 'x'.repeat(1000)],
    ['a space inside', 'SUMMER 10'],
    ['nothing', ''],
  ])('keeps a code with %s out of the basket and says what a code looks like', (_case, text) => {
    const state = applied(text, 'WINTER')
    expect(state.basket.promo_code).toBe('WINTER')
    expect(selectPromoDraft(state)).toEqual({ draft: text, malformed: true })
    const typing = promoFieldSlice.reducer(selectPromoDraft(state), promoDraftChanged('W'))
    expect(typing.malformed).toBe(false)
  })
})

describe('the promo code in the basket (docs/product.md, Promo codes)', () => {
  it('records a refusal only for the code it is about, and removing clears both', () => {
    const state = withCode('SUMMER-10')
    expect(
      reduce(state, promoCodeRefused({ code: 'OTHER', reason: 'PROMO_EXPIRED' })).promo_refusal,
    ).toBeNull()
    expect(field(refused(state, 'PROMO_USED_UP'))).toMatchObject({
      code: 'SUMMER-10',
      status: 'refused',
      refusal: 'PROMO_USED_UP',
    })
    expect(field(withCode(null, refused(state)))).toMatchObject({ code: null, status: 'none' })
  })

  it('signs the basket with the code it is priced with: none once refused', () => {
    const plain = withCode(null)
    const summer = withCode('SUMMER-10')
    expect(pricingSignature(summer)).not.toBe(pricingSignature(plain))
    expect(pricingSignature(withCode('WINTER'))).not.toBe(pricingSignature(summer))
    expect(pricingSignature(refused(summer))).toBe(pricingSignature(plain))
  })

  it('is being checked until priced, then applied when the price has its discount line', () => {
    const state = reduce(withCode('SUMMER-10'), basketPricingRequested('x'))
    expect(field(state).status).toBe('checking')
    const pricing = pricingFor(16_269, { discounts: [discount] })
    const signature = pricingSignature(state)
    const priced = reduce(state, basketPricingReceived({ signature, pricing }))
    expect(field(priced).status).toBe('applied')
    expect(priced.total_price).toBe(16_269)
  })

  it("forgets a refusal when another owner's basket comes with another code", () => {
    const state = refused(withCode('SUMMER-10'), 'PROMO_USED_UP')
    const loaded = (owner: string, code: string) =>
      reduce(state, basketLoaded({ owner, items: [basketItem()], promo_code: code }))
    expect(field(loaded('u1', 'SUMMER-10'))).toMatchObject({ status: 'refused' })
    expect(field(loaded('u2', 'WINTER'))).toMatchObject({ code: 'WINTER', refusal: null })
  })

  it('leaves with the basket: an emptied basket has no code', () => {
    expect(reduce(withCode('SUMMER-10'), basketCleared()).promo_code).toBeNull()
  })
})
