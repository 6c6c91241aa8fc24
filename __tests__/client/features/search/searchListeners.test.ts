import { addListener } from '@reduxjs/toolkit'
import type { RootState } from '../../../../src/client/app/store'
import type { BasketState } from '../../../../src/client/features/basket/basketSlice'
import {
  criteriaChangeConfirmed,
  criteriaChangeRequested,
  searchOpened,
  selectSearchCheckedAt,
  selectSearchCriteria,
} from '../../../../src/client/features/search/searchSlice'
import { basketWith } from '../../support/basketState'
import { createFakeServices, type FakeServices } from '../../support/fakeServices'
import { makeTestStore } from '../../support/testStore'

const item = {
  id: 'i1',
  gear_id: 'g1',
  quantity: 1,
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
  available_stock: 6,
}
const basketWithOneItem: BasketState = basketWith([item])

function setup(options: { basket?: BasketState; services?: FakeServices } = {}) {
  const services = options.services ?? createFakeServices()
  const onListenerError = jest.fn()
  const preloadedState: Partial<RootState> = options.basket ? { basket: options.basket } : {}
  const store = makeTestStore({ services, preloadedState, onListenerError })
  const confirmed = jest.fn()
  store.dispatch(addListener({ actionCreator: criteriaChangeConfirmed, effect: confirmed }))
  return { store, services, onListenerError, confirmed }
}

const request = (changes: Record<string, string>) =>
  criteriaChangeRequested({ changes, confirmMessage: 'Empty your basket?' })
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('changing where or when (docs/product.md, State machines)', () => {
  it('applies a change at once when the basket is empty, without asking', async () => {
    const { store, services, onListenerError, confirmed } = setup()
    store.dispatch(request({ start_date: '2027-04-09' }))
    await settle()
    expect(selectSearchCriteria(store.getState()).start_date).toBe('2027-04-09')
    expect(selectSearchCheckedAt(store.getState())).toBe(services.clock.now())
    expect(services.confirm).not.toHaveBeenCalled()
    expect(confirmed).toHaveBeenCalledTimes(1)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('asks first when the basket has items, and applies the change once agreed', async () => {
    const { store, services, onListenerError, confirmed } = setup({ basket: basketWithOneItem })
    store.dispatch(request({ pickup_location_code: 'SJA' }))
    await settle()
    expect(services.confirm).toHaveBeenCalledWith('Empty your basket?')
    expect(selectSearchCriteria(store.getState()).pickup_location_code).toBe('SJA')
    expect(confirmed.mock.calls[0][0].payload.changes).toEqual({ pickup_location_code: 'SJA' })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('keeps the criteria (and the basket) when the traveller declines', async () => {
    const services = createFakeServices()
    services.confirm.mockResolvedValue(false)
    const { store, onListenerError, confirmed } = setup({ basket: basketWithOneItem, services })
    store.dispatch(request({ end_date: '2027-04-20' }))
    await settle()
    expect(services.confirm).toHaveBeenCalledTimes(1)
    expect(selectSearchCriteria(store.getState()).end_date).toBeNull()
    expect(confirmed).not.toHaveBeenCalled()
    expect(store.getState().basket.items).toEqual([item])
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('does not ask when nothing would change', async () => {
    const { store, services, confirmed } = setup({ basket: basketWithOneItem })
    store.dispatch(request({ pickup_location_code: 'SVQ' }))
    await settle()
    expect(services.confirm).not.toHaveBeenCalled()
    expect(confirmed).not.toHaveBeenCalled()
  })
})

describe('opening the search', () => {
  it('reads the clock for the date rules', async () => {
    const { store, services, onListenerError } = setup()
    store.dispatch(searchOpened())
    await settle()
    expect(selectSearchCheckedAt(store.getState())).toBe(services.clock.now())
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('continues with the basket’s location and period when none is chosen', async () => {
    const { store, services } = setup({ basket: basketWithOneItem })
    store.dispatch(searchOpened())
    await settle()
    expect(selectSearchCriteria(store.getState())).toEqual({
      pickup_location_code: 'SVQ',
      start_date: '2027-04-09',
      end_date: '2027-04-16',
      pickup_time: '10:00',
      return_time: '18:00',
    })
    expect(services.confirm).not.toHaveBeenCalled()
  })

  it('keeps a period already chosen', async () => {
    const { store } = setup({ basket: basketWithOneItem })
    store.dispatch(request({ start_date: '2027-05-01' }))
    await settle()
    store.dispatch(searchOpened())
    await settle()
    expect(selectSearchCriteria(store.getState()).start_date).toBe('2027-05-01')
  })
})
