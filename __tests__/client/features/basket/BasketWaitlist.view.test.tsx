import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { BasketContents } from '../../../../src/client/features/basket/BasketContents'
import {
  waitlistJoinAsked,
  waitlistSlice,
  waitlistWanted,
} from '../../../../src/client/features/waitlist/waitlistSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { infantSeat, infantSeatDetails, svq, svqCity } from '../../support/catalogue'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'
import { signedInSession } from '../../support/sessionState'

/** Two of the infant seat asked, one free: what the basket holds after pricing's 409. */
const shortSeat = basketItem({ gear_id: infantSeat._id, quantity: 2, available_stock: 1 })

function basketState({
  item = shortSeat,
  pricingStatus = 'failed' as const,
  location = svq,
  signedIn = true,
  language = 'en' as 'en' | 'es',
} = {}) {
  const state = stateWith({
    basket: { ...basketWith([item]), pricingStatus },
    preferences: { language },
    ...(signedIn
      ? { session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }) }
      : {}),
  })
  const cached = withCached(state, [
    { endpointName: 'getPickupLocation', arg: location.code, value: location },
    {
      endpointName: 'getGear',
      arg: { id: infantSeat._id, lang: language },
      value: infantSeatDetails(language, 1),
    },
  ])
  return { ...cached, waitlist: waitlistSlice.getInitialState() } as RootState
}

const render = (state: RootState) =>
  renderOverMockStore(<BasketContents />, { state, route: '/search', readsApiCache: true })

const waitlistActions = (actions: unknown[]) =>
  actions.filter((action) => waitlistWanted.match(action) || waitlistJoinAsked.match(action))

describe('the waitlist in the basket, over a mock store', () => {
  it('under an item short for its dates, a signed-in family joins for the units it wanted', async () => {
    const { dispatched } = await render(basketState())
    const name = infantSeatDetails('en', 1).name
    expect(await screen.findByText('Free for these dates: 1 of the 2 you asked for.')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: `Tell me when 2 are free ${name}` }))
    expect(waitlistActions(dispatched())).toEqual([
      waitlistWanted(),
      waitlistJoinAsked({
        join: {
          gear_id: infantSeat._id,
          units: 2,
          pickup_location_code: 'SVQ',
          start_date: '2027-04-09',
          end_date: '2027-04-16',
          pickup_time: '10:00',
          return_time: '18:00',
        },
      }),
    ])
  })

  it('says it in Spanish', async () => {
    await render(basketState({ language: 'es' }))
    expect(
      await screen.findByText('Libres para estas fechas: 1 de las 2 unidades que pediste.'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: /^Avísame cuando queden 2 libres/ })).toBeVisible()
  })

  it('asks a signed-out family to sign in and come back to the basket', async () => {
    const { dispatched } = await render(basketState({ signedIn: false }))
    expect(
      await screen.findByRole('link', { name: 'Sign in to be told when it frees up' }),
    ).toHaveAttribute('href', `/login?redirect=${encodeURIComponent('/search?basketOpen=true')}`)
    expect(waitlistActions(dispatched())).toEqual([])
  })

  it('offers nothing while the basket prices, when the units are free, or in a delivery zone', async () => {
    const cases = [
      basketState({ pricingStatus: 'priced' as never }),
      basketState({ item: { ...shortSeat, quantity: 1 } }),
      basketState({ item: { ...shortSeat, pickup_location_code: 'SVQ-CITY' }, location: svqCity }),
    ]
    for (const state of cases) {
      const { unmount } = await render(state)
      expect(await screen.findByText(infantSeatDetails('en', 1).name)).toBeVisible()
      expect(screen.queryByRole('button', { name: /Tell me when/ })).toBeNull()
      unmount()
    }
  })
})
