import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { infantSeat, infantSeatDetails, signedIn, svq } from '../../support/catalogue'
import { installFakeApi, never, type FakeApi } from '../../support/fakeApi'
import { renderWithProviders } from '../../support/renderWithProviders'
import GearDetailsPage from '../../../../src/client/features/gear/GearDetailsPage'
import { searchOpened } from '../../../../src/client/features/search/searchSlice'
import { atRoute } from '../../support/atRoute'
import { DEFAULT_NOW } from '../../support/fakeServices'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

let api: FakeApi
afterEach(() => api?.restore())

const period = {
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}

function fakeCatalogue() {
  api = installFakeApi({
    'GET /api/pickup-locations/:code': () => ({ body: svq }),
    'GET /api/gear/:id': ({ url, params }) => {
      if (params.id !== infantSeat._id) {
        return { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'x' } }
      }
      const language = url.searchParams.get('lang') === 'es' ? 'es' : 'en'
      const withPeriod = url.searchParams.has('start_date')
      return { body: infantSeatDetails(language, withPeriod ? 3 : null) }
    },
  })
}

const withPeriod = (language: 'en' | 'es' = 'en'): Partial<RootState> => ({
  ...signedIn,
  preferences: { language },
  search: {
    criteria: { pickup_location_code: 'SVQ', ...period },
    filters: { category: null, age_group: null },
    checkedAt: null,
  },
})

describe('the gear details screen', () => {
  it('shows the item with its pictures, prices, texts and availability for the rental', async () => {
    fakeCatalogue()
    await renderWithProviders({ route: `/gear/${infantSeat._id}`, preloadedState: withPeriod() })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Maxi-Cosi Pebble 360 infant car seat',
      }),
    ).toBeVisible()
    expect(screen.getByRole('img', { name: 'Grey infant carrier' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Show picture 2 of 2' }))
    expect(screen.getByRole('img', { name: 'On its base' })).toBeVisible()
    expect(screen.getByText('€7')).toBeVisible()
    expect(screen.getByText('€120')).toBeVisible()
    expect(screen.getByText(/rear-facing infant carrier/)).toBeVisible()
    expect(screen.getByText('Max. child weight')).toBeVisible()
    expect(
      screen.getByText('Fri, 9 Apr 2027 10:00 – Fri, 16 Apr 2027 18:00 at Seville Airport (SVQ)'),
    ).toBeVisible()
    expect(screen.getByText('3 available')).toBeVisible()
    const quantity = screen.getByRole('combobox', { name: `Quantity of ${infantSeat.name}` })
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3'])
    const [call] = api.callsTo(`/api/gear/${infantSeat._id}`)
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({
      lang: 'en',
      pickup_location_code: 'SVQ',
      ...period,
    })
    expect(document.title).toBe('Maxi-Cosi Pebble 360 infant car seat · TinyTrip')
  })

  it('puts the chosen quantity in the basket with every basket item field', async () => {
    fakeCatalogue()
    const { store } = await renderWithProviders({
      route: `/gear/${infantSeat._id}`,
      preloadedState: withPeriod(),
    })
    const quantity = await screen.findByRole('combobox', { name: /^Quantity of/ })
    await userEvent.selectOptions(quantity, '2')
    await userEvent.click(screen.getByRole('button', { name: `Add to basket: ${infantSeat.name}` }))
    expect(store.getState().basket.items).toEqual([
      {
        id: expect.any(String),
        gear_id: infantSeat._id,
        quantity: 2,
        pickup_location_code: 'SVQ',
        ...period,
        available_stock: 3,
      },
    ])
  })

  it('speaks Spanish with the translated name, description and details', async () => {
    fakeCatalogue()
    await renderWithProviders({
      route: `/gear/${infantSeat._id}`,
      preloadedState: withPeriod('es'),
    })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Silla de coche para bebé Maxi-Cosi Pebble 360',
      }),
    ).toBeVisible()
    expect(screen.getByText('Peso máximo del niño')).toBeVisible()
    expect(screen.getByText('3 disponibles')).toBeVisible()
    expect(screen.getByText('7 €')).toBeVisible()
    expect(screen.getByRole('button', { name: /^Añadir a la cesta: / })).toBeVisible()
  })

  it('invites choosing dates when no rental period is chosen', async () => {
    fakeCatalogue()
    await renderWithProviders({ route: `/gear/${infantSeat._id}`, preloadedState: signedIn })
    expect(await screen.findByText(/Choose where and when you get the gear/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Choose your dates' })).toHaveAttribute(
      'href',
      '/search',
    )
    expect(screen.queryByRole('button', { name: /to basket/ })).toBeNull()
  })

  it('shows the item without waiting for the desk’s hours when no dates are chosen', async () => {
    fakeCatalogue()
    api.on('GET /api/pickup-locations/:code', never)
    await renderWithProviders({ route: `/gear/${infantSeat._id}`, preloadedState: signedIn })
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Maxi-Cosi Pebble 360 infant car seat',
      }),
    ).toBeVisible()
    const [call] = api.callsTo(`/api/gear/${infantSeat._id}`)
    expect(Object.fromEntries(call!.url.searchParams)).toEqual({ lang: 'en' })
  })

  it('waits for the desk’s hours to check the dates chosen before asking for the item', async () => {
    fakeCatalogue()
    api.on('GET /api/pickup-locations/:code', never)
    await renderWithProviders({ route: `/gear/${infantSeat._id}`, preloadedState: withPeriod() })
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(api.callsTo(`/api/gear/${infantSeat._id}`)).toEqual([])
  })

  it('says when the item does not exist', async () => {
    fakeCatalogue()
    await renderWithProviders({
      route: '/gear/00000000-0000-4000-8000-000000000000',
      preloadedState: signedIn,
    })
    expect(await screen.findByText('We could not find this item')).toBeVisible()
  })
})

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
