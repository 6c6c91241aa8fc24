import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import {
  basketPopupOpened,
  basketPopupClosed,
} from '../../../../src/client/features/basket/basketSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { infantSeat, infantSeatDetails, svq } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { pricingFor } from '../../support/pricing'
import { renderWithProviders } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'
import { BasketPopup } from '../../../../src/client/features/basket/BasketPopup'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

let api: FakeApi
const item = basketItem({
  id: 'a',
  gear_id: infantSeat._id,
  quantity: 1,
  available_stock: 2,
  pickup_time: '10:00:00'.slice(0, 5),
})
const priced = pricingFor(17_210, {
  items: [
    {
      gear_id: infantSeat._id,
      quantity: 1,
      subtotal: 4410,
      is_discounted: true,
      original_price_per_day: 700,
      applied_price_per_day: 630,
      deposit: 12_000,
    },
  ],
  fees: [
    { type: 'cleaning', code: 'cleaning', description: 'x', total_amount: 300 },
    { type: 'airport', code: 'svq_airport', description: 'x', total_amount: 500 },
  ],
  subtotal: 4410,
  fees_total: 800,
  taxes: 904,
})

beforeEach(() => {
  api = installFakeApi({
    'GET /api/pickup-locations/:code': { body: svq },
    'GET /api/gear/:id': { body: infantSeatDetails('en', null) },
    'POST /api/pricing/calculate': { body: priced },
    'GET /api/gear': { body: { items: [], total: 0 } },
  })
})

/** The popup open over a basket the server has priced. */
const open = (route = '/search') =>
  renderWithProviders({
    route,
    preloadedState: {
      basket: {
        ...basketWith([item]),
        pricing: priced,
        total_price: priced.grand_total,
        pricingStatus: 'priced',
        popupOpen: true,
      },
      session: signedInSession(),
    },
  })

describe('the basket popup (docs/product.md, Routes and guard)', () => {
  it('shows the rental, the items with server prices, fees by type and the totals', async () => {
    await open()
    const popup = await screen.findByRole('region', { name: 'Your basket' })
    expect(await within(popup).findByText('Seville Airport (SVQ)')).toBeVisible()
    expect(within(popup).getByText('Fri, 9 Apr 2027 at 10:00')).toBeVisible()
    expect(within(popup).getByText('Fri, 16 Apr 2027 at 18:00')).toBeVisible()
    expect(await within(popup).findByText(infantSeat.name)).toBeVisible()
    expect(await within(popup).findByText('€6.30 a day × 7 days', { exact: false })).toBeVisible()
    expect(within(popup).getByText('Was €7 a day')).toBeInTheDocument()
    expect(within(popup).getByText('€44.10')).toBeVisible()
    expect(within(popup).getByText('Cleaning and safety check')).toBeVisible()
    expect(within(popup).getByText('Airport desk fee')).toBeVisible()
    expect(within(popup).getByText('€52.10')).toBeVisible()
    expect(within(popup).getByText('€120')).toBeVisible()
    expect(within(popup).getByText('€172.10')).toBeVisible()
    expect(within(popup).getByText('VAT included (€9.04)')).toBeVisible()
  })

  it('has a stepper whose minus stops at 1 and plus at the stock', async () => {
    const { store } = await open()
    const popup = await screen.findByRole('region', { name: 'Your basket' })
    const minus = await within(popup).findByRole('button', { name: `One fewer ${infantSeat.name}` })
    const plus = within(popup).getByRole('button', { name: `One more ${infantSeat.name}` })
    expect(minus).toBeDisabled()
    await userEvent.click(plus)
    expect(store.getState().basket.items[0]?.quantity).toBe(2)
    expect(plus).toBeDisabled()
    expect(minus).toBeEnabled()
    await userEvent.click(within(popup).getByRole('button', { name: `Remove ${infantSeat.name}` }))
    expect(store.getState().basket.items).toEqual([])
  })

  it('clears the basket after confirmation', async () => {
    const services = createFakeServices()
    const { store } = await renderWithProviders({
      route: '/search',
      services,
      preloadedState: {
        basket: { ...basketWith([item]), popupOpen: true },
        session: signedInSession(),
      },
    })
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Basket' }))
    expect(services.confirm).toHaveBeenCalledWith('Remove every item from your basket?')
    await waitFor(() => expect(store.getState().basket.items).toEqual([]))
    expect(screen.getByText('Your basket is empty')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/search')
  })

  it('does not appear on other pages', async () => {
    await open('/')
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Your basket' })).toBeNull()
  })

  it('appears on the basket pages and closes on a click outside', async () => {
    await open('/my-bookings')
    expect(await screen.findByRole('region', { name: 'Your basket' })).toBeVisible()
    await userEvent.click(screen.getByRole('contentinfo'))
    expect(screen.queryByRole('region', { name: 'Your basket' })).toBeNull()
  })

  it('opens by itself about half a second after basketOpen=true, then drops the parameter', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    const { router } = await renderWithProviders({
      route: '/search?basketOpen=true',
      preloadedState: { basket: basketWith([item]), session: signedInSession() },
    })
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByRole('region', { name: 'Your basket' })).toBeNull()
    await act(() => jest.advanceTimersByTimeAsync(600))
    expect(await screen.findByRole('region', { name: 'Your basket' })).toBeVisible()
    expect(router.state.location.search).toBe('')
    jest.useRealTimers()
  })

  it('opens and closes from the header basket button', async () => {
    const { store } = await renderWithProviders({
      route: '/search',
      preloadedState: { basket: basketWith([item]), session: signedInSession() },
    })
    const button = await screen.findByRole('button', { name: 'Basket, 1 item' })
    await userEvent.click(button)
    expect(await screen.findByRole('region', { name: 'Your basket' })).toBeVisible()
    await userEvent.click(button)
    expect(store.getState().basket.popupOpen).toBe(false)
    act(() => {
      store.dispatch(basketPopupOpened())
    })
    await userEvent.keyboard('{Escape}')
    expect(store.getState().basket.popupOpen).toBe(false)
    expect(api.calls.length).toBeGreaterThan(0)
  })
})

const openPopup = stateWith({ basket: { ...basketWith([]), popupOpen: true } })

describe('BasketPopup over a mock store', () => {
  it('shows the open basket on the search page and closes on Escape', async () => {
    const { dispatched } = await renderOverMockStore(<BasketPopup />, {
      state: openPopup,
      route: '/search',
      readsApiCache: true,
    })
    expect(await screen.findByText('Your basket is empty')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(dispatched().filter(basketPopupClosed.match)).toEqual([basketPopupClosed()])
  })

  it('stays away from pages that do not show the basket', async () => {
    await renderOverMockStore(<BasketPopup />, { state: openPopup, route: '/login' })
    expect(screen.queryByText('Your basket is empty')).toBeNull()
  })

  it('opens by itself from ?basketOpen=true and takes it out of the address', async () => {
    const { dispatched, router } = await renderOverMockStore(<BasketPopup />, {
      route: '/search?basketOpen=true',
    })
    await waitFor(() => expect(dispatched().filter(basketPopupOpened.match)).toHaveLength(1))
    expect(router.state.location.search).toBe('')
  })
})
