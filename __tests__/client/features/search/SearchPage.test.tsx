import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import {
  type SearchCriteria,
  searchOpened,
} from '../../../../src/client/features/search/searchSlice'
import {
  infantSeat,
  searchResult,
  signedIn,
  sja,
  stroller,
  svq,
  svqCity,
} from '../../support/catalogue'
import { basketItem, basketWith } from '../../support/basketState'
import { installFakeApi, never, type FakeApi } from '../../support/fakeApi'
import { renderWithProviders } from '../../support/renderWithProviders'
import SearchPage from '../../../../src/client/features/search/SearchPage'
import { DEFAULT_NOW } from '../../support/fakeServices'
import { renderOverMockStore, stateWith, withCached } from '../../support/renderOverMockStore'

let api: FakeApi
afterEach(() => api?.restore())

function fakeCatalogue(overrides: Parameters<typeof installFakeApi>[0] = {}) {
  api = installFakeApi({
    'GET /api/pickup-locations': () => ({ body: { items: [svq, sja] } }),
    'GET /api/pickup-locations/:code': ({ params }) => ({
      body: params.code === 'SJA' ? sja : svq,
    }),
    'GET /api/gear': ({ url }) => ({
      body: searchResult([infantSeat, stroller], {
        start_date: url.searchParams.get('start_date')!,
        end_date: url.searchParams.get('end_date')!,
      }),
    }),
    ...overrides,
  })
}

const chosen = (criteria: Partial<SearchCriteria>): Partial<RootState> => ({
  ...signedIn,
  search: {
    criteria: {
      pickup_location_code: 'SVQ',
      start_date: null,
      end_date: null,
      pickup_time: null,
      return_time: null,
      ...criteria,
    },
    filters: { category: null, age_group: null },
    checkedAt: null,
  },
})

const period = {
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}

async function pickDate(field: RegExp, monthsAhead: number, day: string) {
  await userEvent.click(await screen.findByRole('button', { name: field }))
  const calendar = screen.getByRole('dialog')
  for (let i = 0; i < monthsAhead; i++) {
    await userEvent.click(within(calendar).getByRole('button', { name: /next month/i }))
  }
  await userEvent.click(within(calendar).getByRole('button', { name: day }))
}

describe('the search screen', () => {
  it('finds the gear free for a chosen period at Seville airport', async () => {
    fakeCatalogue()
    await renderWithProviders({ route: '/search', preloadedState: signedIn })
    expect(await screen.findByRole('heading', { level: 1, name: 'Search gear' })).toBeVisible()
    // The location's name shows once the locations have loaded.
    const location = await screen.findByRole('combobox', { name: 'Pickup location' })
    await waitFor(() => expect(location).toHaveDisplayValue('Seville Airport (SVQ)'))
    expect(screen.getByText(/Choose your dates and times/)).toBeVisible()

    await pickDate(/^Pickup date/, 1, 'Friday, 9 April 2027')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Pickup time' }), '10:00')
    await pickDate(/^Return date/, 0, 'Friday, 16 April 2027')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Return time' }), '18:00')

    const card = await screen.findByRole('article', { name: infantSeat.name })
    expect(within(card).getByText('€7 / day')).toBeVisible()
    expect(within(card).getByText('6 available')).toBeVisible()
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/gear/zcs123-k.svg')
    expect(within(card).getByRole('link', { name: infantSeat.name })).toHaveAttribute(
      'href',
      `/gear/${infantSeat._id}`,
    )
    const booked = screen.getByRole('article', { name: stroller.name })
    expect(within(booked).getByText('Fully booked for these dates')).toBeVisible()
    expect(within(booked).queryByRole('button', { name: /Add/ })).toBeNull()
    expect(screen.getByText('2 items at Seville Airport (SVQ) for 7 rental days')).toBeVisible()

    const [searched] = api.callsTo('/api/gear')
    expect(Object.fromEntries(searched!.url.searchParams)).toEqual({
      pickup_location_code: 'SVQ',
      ...period,
      lang: 'en',
    })
  })

  it('disables closed days, days before pickup and days past the 21-day maximum', async () => {
    fakeCatalogue()
    await renderWithProviders({
      route: '/search',
      preloadedState: chosen({ pickup_location_code: 'SJA', start_date: '2027-04-09' }),
    })
    // The station desk is closed on Sundays.
    await userEvent.click(await screen.findByRole('button', { name: /^Pickup date/ }))
    const pickup = screen.getByRole('dialog', { name: 'Pickup date' })
    expect(within(pickup).getByRole('button', { name: 'Sunday, 11 April 2027' })).toBeDisabled()
    expect(within(pickup).getByRole('button', { name: 'Monday, 12 April 2027' })).toBeEnabled()
    await userEvent.keyboard('{Escape}')

    await userEvent.click(screen.getByRole('button', { name: /^Return date/ }))
    const back = screen.getByRole('dialog', { name: 'Return date' })
    const day = (name: string) => within(back).getByRole('button', { name })
    expect(day('Thursday, 8 April 2027')).toBeDisabled()
    expect(day('Friday, 9 April 2027')).toBeEnabled()
    expect(day('Friday, 30 April 2027')).toBeEnabled()
    await userEvent.click(within(back).getByRole('button', { name: /next month/i }))
    expect(day('Saturday, 1 May 2027')).toBeDisabled()
  })

  it('offers only times inside the desk’s opening hours for the chosen day', async () => {
    fakeCatalogue()
    await renderWithProviders({
      route: '/search',
      preloadedState: chosen({ start_date: '2027-04-11' }),
    })
    const select = await screen.findByRole('combobox', { name: 'Pickup time' })
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1))
    const times = within(select)
      .getAllByRole('option')
      .slice(1)
      .map((option) => option.textContent)
    expect([times[0], times.at(-1)]).toEqual(['08:00', '21:30'])
    expect(screen.getByText('Open 08:00–22:00 on Sun, 11 Apr 2027')).toBeVisible()
  })

  it('says so in the spec’s words when times fall outside opening hours', async () => {
    fakeCatalogue()
    await renderWithProviders({
      route: '/search',
      preloadedState: chosen({ ...period, start_date: '2027-04-11', pickup_time: '23:00' }),
    })
    expect(
      await screen.findByText(
        "Selected times are outside the pickup location's operating hours. Please select different times.",
      ),
    ).toBeVisible()
    expect(screen.getByRole('combobox', { name: 'Pickup time' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    expect(screen.getByText(/Change the details marked above/)).toBeVisible()
    expect(api.callsTo('/api/gear')).toEqual([])
  })

  it('says so in the spec’s words when the rental is longer than 21 days', async () => {
    fakeCatalogue()
    await renderWithProviders({
      route: '/search',
      preloadedState: chosen({ ...period, end_date: '2027-05-01' }),
    })
    expect(
      await screen.findByText(
        'Maximum rental period is 21 days. Please select an earlier return date.',
      ),
    ).toBeVisible()
    expect(screen.getByText(/22 rental days/)).toBeVisible()
  })

  it('speaks Spanish, messages included', async () => {
    fakeCatalogue()
    await renderWithProviders({
      route: '/search',
      preloadedState: {
        ...chosen({ ...period, end_date: '2027-05-01' }),
        preferences: { language: 'es' },
      },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar equipo' })).toBeVisible()
    expect(
      await screen.findByText(
        'El periodo máximo de alquiler es de 21 días. Selecciona una fecha de devolución anterior.',
      ),
    ).toBeVisible()
    expect(
      screen.getByRole('button', { name: /^Fecha de recogida: vie, 9 abr 2027/ }),
    ).toBeVisible()
  })

  it('shows placeholders while results load', async () => {
    fakeCatalogue({ 'GET /api/gear': never })
    await renderWithProviders({ route: '/search', preloadedState: chosen(period) })
    const loading = await screen.findByText('Loading available gear…')
    expect(loading.closest('[role=status]')).toHaveAttribute('aria-busy', 'true')
    expect(screen.queryByRole('article')).toBeNull()
  })

  it('suggests other dates when nothing is free', async () => {
    fakeCatalogue({
      'GET /api/gear': () => ({ body: searchResult([{ ...infantSeat, available_stock: 0 }]) }),
    })
    await renderWithProviders({ route: '/search', preloadedState: chosen(period) })
    expect(await screen.findByText('Nothing is free for these dates')).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Choose other dates' }))
    expect(screen.getByRole('button', { name: /^Pickup date/ })).toHaveFocus()
  })

  it('filters by category and age group through the search', async () => {
    fakeCatalogue()
    await renderWithProviders({ route: '/search', preloadedState: chosen(period) })
    await screen.findByRole('article', { name: infantSeat.name })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'car_seat')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Age group' }), 'infant')
    await waitFor(() => expect(api.callsTo('/api/gear')).toHaveLength(3))
    expect(api.callsTo('/api/gear')[2]!.url.searchParams.get('category')).toBe('car_seat')
    expect(api.callsTo('/api/gear')[2]!.url.searchParams.get('age_group')).toBe('infant')
  })

  it('asks before changing the location when the basket has items, and keeps it if declined', async () => {
    fakeCatalogue()
    const { services } = await renderWithProviders({
      route: '/search',
      preloadedState: {
        ...chosen(period),
        basket: basketWith([
          basketItem({ gear_id: infantSeat._id, ...period, available_stock: 6 }),
        ]),
      },
    })
    services.confirm.mockResolvedValue(false)
    const location = await screen.findByRole('combobox', { name: 'Pickup location' })
    await waitFor(() => expect(within(location).getAllByRole('option')).toHaveLength(2))
    await userEvent.selectOptions(location, 'SJA')
    expect(services.confirm).toHaveBeenCalledWith(
      'Changing where or when you get the gear empties your basket, because everything in it is for one rental. Continue?',
    )
    await waitFor(() => expect(location).toHaveDisplayValue('Seville Airport (SVQ)'))
  })

  it('reports failures to load pickup locations in the spec’s words', async () => {
    fakeCatalogue({
      'GET /api/pickup-locations': () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
      }),
      'GET /api/pickup-locations/:code': () => ({
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'x' },
      }),
    })
    await renderWithProviders({ route: '/search', preloadedState: signedIn })
    expect(await screen.findByText('Failed to search pickup locations')).toBeVisible()
    expect(await screen.findByText('Failed to fetch pickup location')).toBeVisible()
  })
})

const withLocations = (language: 'en' | 'es' = 'en', location = 'SVQ') =>
  withCached(
    stateWith({
      preferences: { language },
      search: {
        checkedAt: DEFAULT_NOW,
        criteria: { ...stateWith().search!.criteria, pickup_location_code: location },
      },
    }),
    [
      { endpointName: 'searchPickupLocations', arg: { limit: 50 }, value: [svq, sja] },
      { endpointName: 'getPickupLocation', arg: 'SVQ', value: svq },
      { endpointName: 'getPickupLocation', arg: 'SVQ-CITY', value: svqCity },
    ],
  )

describe('SearchPage over a mock store', () => {
  it('opens the search and asks for the rental period before showing gear', async () => {
    const { dispatched } = await renderOverMockStore(<SearchPage />, {
      state: withLocations(),
      route: '/search',
      readsApiCache: true,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Search gear' })).toBeVisible()
    expect(
      screen.getByText('Choose your dates and times to see what is free for your trip.'),
    ).toBeVisible()
    expect(dispatched().filter(searchOpened.match)).toHaveLength(1)
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(<SearchPage />, {
      state: withLocations('es'),
      route: '/search',
      readsApiCache: true,
    })
    expect(screen.getByRole('heading', { level: 1, name: 'Buscar equipo' })).toBeVisible()
  })

  it.each([
    ['en', 'Tell us where to bring the gear, when to deliver it and when to collect it.'],
    ['es', 'Dinos dónde te llevamos el equipo, cuándo te lo entregamos y cuándo lo retiramos.'],
  ] as const)('introduces a delivery as one, in %s', async (language, intro) => {
    await renderOverMockStore(<SearchPage />, {
      state: withLocations(language, 'SVQ-CITY'),
      route: '/search',
      readsApiCache: true,
    })
    expect(screen.getByText(new RegExp(`^${intro}`))).toBeVisible()
  })
})
