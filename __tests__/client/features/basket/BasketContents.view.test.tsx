import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { BasketContents } from '../../../../src/client/features/basket/BasketContents'
import {
  basketCheckoutRequested,
  basketClearRequested,
  basketPopupClosed,
} from '../../../../src/client/features/basket/basketSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { infantSeat, infantSeatDetails, svq, svqCity } from '../../support/catalogue'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const withItems = (items: ReturnType<typeof basketItem>[], location = svq) =>
  withCached(stateWith({ basket: basketWith(items) }), [
    { endpointName: 'getPickupLocation', arg: location.code, value: location },
    {
      endpointName: 'getGear',
      arg: { id: infantSeat._id, lang: 'en' },
      value: infantSeatDetails('en', 6),
    },
  ])

/** The seat's answer for the row's own rental, as its gear page asks: with its earliest expiry. */
const withSeatInDateUntil = (state: RootState, expiry: string) => {
  const { pickup_location_code, start_date, end_date, pickup_time, return_time } = basketItem()
  const rental = { pickup_location_code, start_date, end_date, pickup_time, return_time }
  return withCached(state, [
    {
      endpointName: 'getGear',
      arg: { id: infantSeat._id, lang: 'en', ...rental },
      value: { ...infantSeatDetails('en', 6), earliest_expiry: expiry },
    },
  ])
}

const render = (state: RootState) =>
  renderOverMockStore(<BasketContents />, { state, route: '/search', readsApiCache: true })

describe('BasketContents over a mock store', () => {
  it('shows an empty basket and leaves for the search', async () => {
    const { dispatched } = await render(withItems([]))
    expect(screen.getByText('Your basket is empty')).toBeVisible()
    await userEvent.click(screen.getByRole('link', { name: 'Start Shopping' }))
    expect(dispatched().filter(basketPopupClosed.match)).toHaveLength(1)
  })

  it('shows the rental and its items, and asks to clear or check out', async () => {
    const { dispatched } = await render(withItems([basketItem({ gear_id: infantSeat._id })]))
    expect(screen.getByText(svq.names.en)).toBeVisible()
    expect(await screen.findByText(infantSeatDetails('en', 6).name)).toBeVisible()
    expect(
      screen.getByText('i-Size (R129), 40 to 83 cm · inspected and cleaned after every rental'),
    ).toBeVisible()
    expect(screen.queryByText(/in date until/)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Clear Basket' }))
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }))
    const ours = [basketClearRequested, basketCheckoutRequested]
    expect(dispatched().filter((action) => ours.some((creator) => creator.match(action)))).toEqual([
      basketClearRequested({ confirmMessage: 'Remove every item from your basket?' }),
      basketCheckoutRequested(),
    ])
  })

  it("gives a seat's earliest expiry among the units free for the row's dates", async () => {
    const items = [basketItem({ gear_id: infantSeat._id })]
    await render(withSeatInDateUntil(withItems(items), '2029-03-31'))
    expect(
      await screen.findByText(
        'Every seat free for these dates is in date until at least Saturday, 31 March 2029',
      ),
    ).toBeVisible()
  })

  it('names the dates pickup and return at a desk, delivery and collection in a zone', async () => {
    const { unmount } = await render(withItems([basketItem({ gear_id: infantSeat._id })]))
    expect(screen.getByText('Pickup')).toBeVisible()
    expect(screen.getByText('Return')).toBeVisible()
    unmount()
    const delivered = basketItem({ gear_id: infantSeat._id, pickup_location_code: 'SVQ-CITY' })
    await render(withItems([delivered], svqCity))
    expect(screen.getByText(svqCity.names.en)).toBeVisible()
    expect(screen.getByText('Delivery')).toBeVisible()
    expect(screen.getByText('Collection')).toBeVisible()
    expect(screen.queryByText('Pickup')).toBeNull()
  })
})
