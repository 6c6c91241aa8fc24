import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import configureMockStore from 'redux-mock-store'
import type { DeskState } from '../../../../src/client/features/desk'
import {
  initialDeskState,
  locationChosen,
  pendingChangeClosed,
  searchChanged,
  statusFilterChanged,
} from '../../../../src/client/features/desk'
import { InventoryScreen } from '../../../../src/client/features/desk/InventoryScreen'
import { createTestI18n } from '../../support/renderWithProviders'
import { inventory, strollerItem, unit } from './deskFixtures'

// The views read the API through its hooks: here they answer from fixtures, so the mock store
// sees only what the views dispatch themselves.
const mockInventory = { current: inventory() }
jest.mock('../../../../src/client/features/desk/deskApi', () => ({
  useGetInventoryQuery: () => ({
    data: mockInventory.current,
    isLoading: false,
    refetch: jest.fn(),
  }),
  useGetTurnaroundsQuery: () => ({ data: [{ category: 'stroller', turnaround_days: 0 }] }),
  useSetTurnaroundMutation: () => [jest.fn(), { isLoading: false }],
  useAddUnitMutation: () => [jest.fn(), { isLoading: false }],
  usePutOutOfServiceMutation: () => [jest.fn(), { isLoading: false }],
  usePutBackInServiceMutation: () => [jest.fn(), { isLoading: false }],
  useRetireUnitMutation: () => [jest.fn(), { isLoading: false }],
}))
jest.mock('../../../../src/client/features/search', () => ({
  ...jest.requireActual('../../../../src/client/features/search'),
  useSearchPickupLocationsQuery: () => ({
    data: [
      { code: 'AGP', name: 'Málaga airport' },
      { code: 'SVQ', name: 'Seville airport' },
    ],
  }),
}))

const mockStore = configureMockStore<{ desk: DeskState; preferences: { language: 'en' } }>()

async function showInventory(desk: Partial<DeskState> = {}, isAdmin = true) {
  const store = mockStore({
    desk: { ...initialDeskState, ...desk },
    preferences: { language: 'en' },
  })
  const i18n = await createTestI18n('en')
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <InventoryScreen isAdmin={isAdmin} />
      </I18nextProvider>
    </Provider>,
  )
  return { store, user: userEvent.setup() }
}

beforeEach(() => {
  mockInventory.current = inventory()
})

test('the location picker offers SVQ first and dispatches the location chosen', async () => {
  const { store, user } = await showInventory()
  const picker = screen.getByLabelText('Location')
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['SVQ · Seville airport', 'AGP · Málaga airport'])
  await user.selectOptions(picker, 'AGP')
  expect(store.getActions()).toEqual([locationChosen('AGP')])
})

test('typing a search and choosing a status filter dispatch the desk filters', async () => {
  const { store, user } = await showInventory()
  await user.type(screen.getByLabelText('Find gear or asset tag'), 'x')
  await user.selectOptions(screen.getByLabelText('Show'), 'out_of_service_today')
  expect(store.getActions()).toEqual([
    searchChanged('x'),
    statusFilterChanged('out_of_service_today'),
  ])
})

test('the filters in the store decide which items and units are listed', async () => {
  mockInventory.current = inventory([
    strollerItem({
      units: [unit('SVQ-STR100-001'), unit('SVQ-STR100-002', { out_of_service_today: true })],
    }),
  ])
  await showInventory({ status: 'out_of_service_today' })
  const card = screen.getByRole('article', { name: 'City stroller' })
  expect(within(card).queryByRole('rowheader', { name: 'SVQ-STR100-001' })).toBeNull()
  expect(within(card).getByRole('rowheader', { name: 'SVQ-STR100-002' })).toBeVisible()
  expect(within(card).getByText('Out of service')).toBeVisible()
})

test('a search that matches nothing says so', async () => {
  await showInventory({ search: 'high chair' })
  expect(screen.getByText('No gear matches these filters.')).toBeVisible()
  expect(screen.queryByRole('article')).toBeNull()
})

test('the short-bookings dialog lists what the store holds and Cancel dispatches its closing', async () => {
  const { store, user } = await showInventory({
    pendingChange: {
      action: 'retire',
      assetTag: 'SVQ-STR100-001',
      body: {},
      shortBookings: [
        {
          kind: 'booking',
          reference: 'TT-7K2M9Q',
          start_date: '2027-03-09',
          end_date: '2027-03-11',
          units_short: 2,
        },
        {
          kind: 'hold',
          reference: null,
          start_date: '2027-03-10',
          end_date: '2027-03-12',
          units_short: 1,
        },
      ],
    },
  })
  const dialog = screen.getByRole('dialog', { name: 'Bookings would be short' })
  expect(within(dialog).getByText('Booking TT-7K2M9Q')).toBeVisible()
  expect(within(dialog).getByText('2 units short')).toBeVisible()
  expect(within(dialog).getByText('A quote being booked')).toBeVisible()
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(store.getActions()).toEqual([pendingChangeClosed()])
})
