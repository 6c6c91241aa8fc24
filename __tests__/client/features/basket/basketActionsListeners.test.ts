import { addListener } from '@reduxjs/toolkit'
import {
  basketCheckoutRequested,
  basketCheckoutStarted,
  basketClearRequested,
  selectBasket,
} from '../../../../src/client/features/basket/basketSlice'
import { criteriaChangeConfirmed } from '../../../../src/client/features/search/searchSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore, until } from '../../support/basketStore'
import { installFakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { signedInSession } from '../../support/sessionState'

beforeEach(() => {
  installFakeApi({ 'POST /api/pricing/calculate': { status: 500, body: {} } })
})
const withItem = { basket: basketWith([basketItem()]) }

describe('clearing', () => {
  it('empties the basket after the traveller confirms, with the translated question', async () => {
    const { store, services } = basketStore({ preloadedState: withItem })
    store.dispatch(basketClearRequested({ confirmMessage: 'Empty the basket?' }))
    await until(() => selectBasket(store.getState()).items.length === 0)
    expect(services.confirm).toHaveBeenCalledWith('Empty the basket?')
  })

  it('keeps it when the traveller says no', async () => {
    const services = createFakeServices()
    services.confirm.mockResolvedValue(false)
    const { store } = basketStore({ services, preloadedState: withItem })
    store.dispatch(basketClearRequested({ confirmMessage: 'Empty the basket?' }))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(selectBasket(store.getState()).items).toHaveLength(1)
  })

  it('empties it when the search moves to other dates or another location (docs/product.md, State machines)', () => {
    const { store } = basketStore({ preloadedState: withItem })
    store.dispatch(criteriaChangeConfirmed({ changes: { start_date: '2027-05-01' }, at: 0 }))
    expect(selectBasket(store.getState())).toMatchObject({
      items: [],
      message: { kind: 'cleared_for_search' },
    })
  })
})

describe('checkout', () => {
  it('says the basket is empty instead of checking out', () => {
    const { store, services } = basketStore()
    store.dispatch(basketCheckoutRequested())
    expect(selectBasket(store.getState()).message).toEqual({ kind: 'empty_checkout' })
    expect(services.navigate).not.toHaveBeenCalled()
  })

  it('sends a visitor who is not signed in to /login?redirect=/search&basketOpen=true', () => {
    const { store, services } = basketStore({ preloadedState: withItem })
    store.dispatch(basketCheckoutRequested())
    expect(services.navigate).toHaveBeenCalledWith('/login?redirect=/search&basketOpen=true')
  })

  it('starts the checkout for a signed-in traveller', () => {
    const { store, services } = basketStore({
      preloadedState: { ...withItem, session: signedInSession() },
    })
    const started = jest.fn()
    store.dispatch(addListener({ actionCreator: basketCheckoutStarted, effect: started }))
    store.dispatch(basketCheckoutRequested())
    expect(started).toHaveBeenCalledTimes(1)
    expect(services.navigate).not.toHaveBeenCalled()
  })
})
