import { screen } from '@testing-library/react'
import GearDetailsPage from '../../../../src/client/features/gear/GearDetailsPage'
import { searchOpened } from '../../../../src/client/features/search/searchSlice'
import { atRoute } from '../../support/atRoute'
import { infantSeat, infantSeatDetails, svq } from '../../support/catalogue'
import { DEFAULT_NOW } from '../../support/fakeServices'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

const page = atRoute('/gear/:id', <GearDetailsPage />)

const withGear = (language: 'en' | 'es') =>
  withCached(stateWith({ preferences: { language }, search: { checkedAt: DEFAULT_NOW } }), [
    { endpointName: 'getPickupLocation', arg: 'SVQ', value: svq },
    {
      endpointName: 'getGear',
      arg: { id: infantSeat._id, lang: language },
      value: infantSeatDetails(language, null),
    },
  ])

describe('GearDetailsPage over a mock store', () => {
  it('opens the search’s rules and shows the cached item', async () => {
    const { dispatched } = await renderOverMockStore(page, {
      state: withGear('en'),
      route: `/gear/${infantSeat._id}`,
      readsApiCache: true,
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: infantSeatDetails('en', null).name }),
    ).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Technical details' })).toBeVisible()
    expect(dispatched().filter(searchOpened.match)).toHaveLength(1)
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(page, {
      state: withGear('es'),
      route: `/gear/${infantSeat._id}`,
      readsApiCache: true,
    })
    expect(await screen.findByRole('heading', { name: 'Características técnicas' })).toBeVisible()
  })
})
