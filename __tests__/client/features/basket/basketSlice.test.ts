import { basketSignature } from '../../../../src/shared/domain/basket'
import {
  basketItemAddRequested,
  basketPricingFailed,
  basketPricingReceived,
  basketQuantityChanged,
  basketQuantityChosen,
  basketSlice,
  type BasketState,
} from '../../../../src/client/features/basket/basketSlice'
import { selectQuantityToAdd } from '../../../../src/client/features/gear/quantityToAdd'
import { basketItem, basketWith } from '../../support/basketState'
import { pricingFor } from '../../support/pricing'

const reduce = (state: BasketState, ...actions: Parameters<typeof basketSlice.reducer>[1][]) =>
  actions.reduce(basketSlice.reducer, state)
const { id: _id, ...request } = basketItem({ available_stock: 3 })

describe('basket rules (docs/product.md, State machines; Validation messages)', () => {
  it('adds an identical item (same gear, location, dates, times) to its quantity', () => {
    const state = reduce(
      basketWith([]),
      basketItemAddRequested(request),
      basketItemAddRequested({ ...request, quantity: 2 }),
    )
    expect(state.items).toHaveLength(1)
    expect(state.items[0]?.quantity).toBe(3)
    expect(state.total_items).toBe(3)
  })

  it('refuses to pass the stock, counting what is already in the basket', () => {
    const state = reduce(
      basketWith([]),
      basketItemAddRequested({ ...request, quantity: 2 }),
      basketItemAddRequested({ ...request, quantity: 2 }),
    )
    expect(state.items[0]?.quantity).toBe(2)
    expect(state.message).toEqual({ kind: 'stock', requested: 4, available: 3 })
  })

  it('keeps one rental per basket', () => {
    const state = reduce(
      basketWith([]),
      basketItemAddRequested(request),
      basketItemAddRequested({ ...request, gear_id: 'g2', start_date: '2027-04-10' }),
    )
    expect(state.items).toHaveLength(1)
    expect(state.message).toEqual({ kind: 'other_rental' })
  })

  it('removes an item whose quantity goes to 0 or less, and refuses more than the stock', () => {
    const start = basketWith([basketItem({ id: 'a', quantity: 2, available_stock: 3 })])
    expect(reduce(start, basketQuantityChanged({ id: 'a', quantity: 0 })).items).toEqual([])
    expect(reduce(start, basketQuantityChanged({ id: 'a', quantity: -1 })).items).toEqual([])
    const over = reduce(start, basketQuantityChanged({ id: 'a', quantity: 4 }))
    expect(over.items[0]?.quantity).toBe(2)
    expect(over.message).toEqual({ kind: 'stock', requested: 4, available: 3 })
  })

  it('takes prices only for the basket they were asked for', () => {
    const basket = basketWith([basketItem()])
    const signature = basketSignature(basket.items)
    const stale = reduce(
      basket,
      basketPricingReceived({ signature: 'old', pricing: pricingFor(2100) }),
    )
    expect(stale.pricing).toBeNull()
    const fresh = reduce(basket, basketPricingReceived({ signature, pricing: pricingFor(2100) }))
    expect(fresh).toMatchObject({
      total_price: 2100,
      pricedSignature: signature,
      pricingStatus: 'priced',
    })
  })

  it('sets the total price to 0 when pricing fails', () => {
    const basket = basketWith([basketItem()])
    const signature = basketSignature(basket.items)
    const priced = reduce(basket, basketPricingReceived({ signature, pricing: pricingFor(2100) }))
    const failed = reduce(priced, basketPricingFailed({ signature }))
    expect(failed).toMatchObject({
      total_price: 0,
      pricing: null,
      pricingStatus: 'failed',
      message: { kind: 'pricing_failed' },
    })
  })

  it('keeps the quantity picked per gear, adding at least 1 and no more than the units left', () => {
    const basket = reduce(
      basketWith([basketItem({ gear_id: 'g1', quantity: 2 })]),
      basketQuantityChosen({ gearId: 'g1', quantity: 3 }),
    )
    expect(selectQuantityToAdd({ basket }, 'g1', 6)).toBe(3)
    expect(selectQuantityToAdd({ basket }, 'g1', 4)).toBe(2)
    expect(selectQuantityToAdd({ basket }, 'g1', 2)).toBe(1)
    expect(selectQuantityToAdd({ basket }, 'g2', 6)).toBe(1)
  })
})
