import {
  basketCleared,
  basketLoaded,
  basketPricingReceived,
  basketPricingRequested,
  basketSlice,
  promoCodeRefused,
  promoCodeRemoved,
  promoCodeSubmitted,
  promoDraftChanged,
  type BasketState,
} from '../../../../src/client/features/basket/basketSlice'
import { pricingSignature } from '../../../../src/client/features/basket/pricingSignature'
import { selectPromoField } from '../../../../src/client/features/basket/promoSelectors'
import type { RootState } from '../../../../src/client/app/store'
import { basketItem, basketWith } from '../../support/basketState'
import { pricingFor } from '../../support/pricing'

const reduce = basketSlice.reducer
const withItem = () => basketWith([basketItem()])
const typed = (text: string, state = withItem()) =>
  reduce(reduce(state, promoDraftChanged(text)), promoCodeSubmitted())
const field = (basket: BasketState) => selectPromoField({ basket } as RootState)
const discount = { code: 'SUMMER-10', description: 'Promo code SUMMER-10 (10% off)', amount: 441 }

describe('the promo code in the basket (docs/product.md, Promo codes)', () => {
  it('applies a typed code trimmed and in upper case, and empties the field', () => {
    const state = typed('  summer-10 ')
    expect(state.promo_code).toBe('SUMMER-10')
    expect(state.promo).toEqual({ draft: '', malformed: false, refusal: null })
  })

  it.each([
    ['odd characters', 'a!'],
    ['too short', 'ab'],
    ['1,000 characters', 'x'.repeat(1000)],
    ['a space inside', 'SUMMER 10'],
    ['nothing', ''],
  ])('keeps a code with %s out of the basket and says what a code looks like', (_case, text) => {
    const state = typed(text, typed('WINTER'))
    expect(state.promo_code).toBe('WINTER')
    expect(field(state)).toMatchObject({ malformed: true, draft: text })
    expect(reduce(state, promoDraftChanged('W')).promo.malformed).toBe(false)
  })

  it('records a refusal only for the code it is about, and removing clears both', () => {
    const state = typed('SUMMER-10')
    expect(
      reduce(state, promoCodeRefused({ code: 'OTHER', reason: 'PROMO_EXPIRED' })).promo.refusal,
    ).toBeNull()
    const refused = reduce(state, promoCodeRefused({ code: 'SUMMER-10', reason: 'PROMO_USED_UP' }))
    expect(field(refused)).toMatchObject({
      code: 'SUMMER-10',
      status: 'refused',
      refusal: 'PROMO_USED_UP',
    })
    expect(field(reduce(refused, promoCodeRemoved()))).toMatchObject({ code: null, status: 'none' })
  })

  it('signs the basket with the code it is priced with: none once refused', () => {
    const plain = withItem()
    const withCode = typed('SUMMER-10')
    expect(pricingSignature(withCode)).not.toBe(pricingSignature(plain))
    expect(pricingSignature(typed('summer-10'))).toBe(pricingSignature(withCode))
    const refused = reduce(
      withCode,
      promoCodeRefused({ code: 'SUMMER-10', reason: 'PROMO_EXPIRED' }),
    )
    expect(pricingSignature(refused)).toBe(pricingSignature(plain))
  })

  it('is being checked until priced, then applied when the price has its discount line', () => {
    const state = reduce(typed('SUMMER-10'), basketPricingRequested('x'))
    expect(field(state).status).toBe('checking')
    const pricing = pricingFor(16_269, { discounts: [discount] })
    const priced = reduce(
      state,
      basketPricingReceived({ signature: pricingSignature(state), pricing }),
    )
    expect(field(priced).status).toBe('applied')
    expect(priced.total_price).toBe(16_269)
  })

  it("forgets a refusal when another owner's basket comes with another code", () => {
    const refused = reduce(
      typed('SUMMER-10'),
      promoCodeRefused({ code: 'SUMMER-10', reason: 'PROMO_USED_UP' }),
    )
    const same = reduce(
      refused,
      basketLoaded({ owner: 'u1', items: [basketItem()], promo_code: 'SUMMER-10' }),
    )
    expect(field(same)).toMatchObject({ code: 'SUMMER-10', status: 'refused' })
    const other = reduce(
      refused,
      basketLoaded({ owner: 'u2', items: [basketItem()], promo_code: 'WINTER' }),
    )
    expect(field(other)).toMatchObject({ code: 'WINTER', refusal: null })
  })

  it('leaves with the basket: an emptied basket has no code', () => {
    expect(reduce(typed('SUMMER-10'), basketCleared()).promo_code).toBeNull()
  })
})
