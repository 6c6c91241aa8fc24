import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BasketPopup } from '../../../../src/client/features/basket/BasketPopup'
import {
  basketPopupClosed,
  basketPopupOpened,
} from '../../../../src/client/features/basket/basketSlice'
import { basketWith } from '../../support/basketState'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const open = stateWith({ basket: { ...basketWith([]), popupOpen: true } })

describe('BasketPopup over a mock store', () => {
  it('shows the open basket on the search page and closes on Escape', async () => {
    const { dispatched } = await renderOverMockStore(<BasketPopup />, {
      state: open,
      route: '/search',
      readsApiCache: true,
    })
    expect(await screen.findByText('Your basket is empty')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    expect(dispatched().filter(basketPopupClosed.match)).toEqual([basketPopupClosed()])
  })

  it('stays away from pages that do not show the basket', async () => {
    await renderOverMockStore(<BasketPopup />, { state: open, route: '/login' })
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
