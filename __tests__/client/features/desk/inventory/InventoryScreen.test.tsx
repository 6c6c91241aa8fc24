import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { I18nextProvider } from 'react-i18next'
import { Provider } from 'react-redux'
import configureMockStore from 'redux-mock-store'
import {
  initialDeskState,
  locationChosen,
  type DeskState,
} from '../../../../../src/client/features/desk/shell'
import {
  addUnitEdited,
  addUnitSubmitted,
  initialDeskInventoryState,
  outOfServiceClosed,
  outOfServiceEdited,
  outOfServiceSubmitted,
  outOfServiceToggled,
  pendingChangeClosed,
  searchChanged,
  statusFilterChanged,
  turnaroundEdited,
  turnaroundSaveRequested,
  unitChangeRequested,
  type DeskInventoryState,
} from '../../../../../src/client/features/desk/inventory/deskInventorySlice'
import { SHORT_DIALOG } from '../../../../../src/client/features/desk/inventory/inventoryDrafts'
import InventoryScreen from '../../../../../src/client/features/desk/inventory/InventoryScreen'
import { createTestI18n } from '../../../support/renderWithProviders'
import { inventory, strollerItem, unit } from '../deskFixtures'
import type * as DeskLocations from '../deskLocations'

// The views read the API through its hooks: here they answer from fixtures, so the mock store
// sees only what the views dispatch themselves.
const mockInventory = { current: inventory() }
jest.mock('../../../../../src/client/features/desk/inventory/inventoryApi', () => ({
  useGetInventoryQuery: () => ({
    data: mockInventory.current,
    isLoading: false,
    refetch: jest.fn(),
  }),
  useGetTurnaroundsQuery: () => ({ data: [{ category: 'stroller', turnaround_days: 0 }] }),
}))
// The Maintenance list joins its own room to the store; its view test is maintenance.test.tsx.
jest.mock('../../../../../src/client/features/desk/inventory/maintenance/MaintenancePanel', () => ({
  MaintenancePanel: () => null,
}))
jest.mock('../../../../../src/client/features/desk/inventory/labels/labelSheetApi', () => ({
  labelSheetApi: { useLabelSheetMutation: () => [jest.fn(), { reset: jest.fn() }] },
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('AGP', 'SVQ'),
)

const mockStore = configureMockStore<{
  desk: DeskState
  deskInventory: DeskInventoryState
  preferences: { language: 'en' | 'es' }
}>()

/** The inventory at SVQ, its filters and waiting change first, then its forms. */
async function showInventory(
  filters: Partial<Pick<DeskInventoryState, 'search' | 'status' | 'pendingChange'>> = {},
  isAdmin = true,
  deskInventory: Partial<DeskInventoryState> = {},
  language: 'en' | 'es' = 'en',
) {
  const store = mockStore({
    desk: initialDeskState,
    deskInventory: { ...initialDeskInventoryState, ...filters, ...deskInventory },
    preferences: { language },
  })
  const i18n = await createTestI18n(language)
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

const GEAR = strollerItem().gear_id
const TAG = 'SVQ-STR100-001'
const card = () => screen.getByRole('article', { name: 'City stroller' })

test('the add-unit form shows its draft from the store and dispatches each edit and the send', async () => {
  const { store, user } = await showInventory({}, true, {
    addUnit: {
      [GEAR]: { assetTag: 'SVQ-N', condition: '', busy: false, errorCode: 'VALIDATION_ERROR' },
    },
  })
  const form = within(card()).getByRole('form', { name: 'Add a unit: City stroller' })
  expect(within(form).getByLabelText('Asset tag', { exact: false })).toHaveValue('SVQ-N')
  expect(within(form).getByLabelText('Asset tag', { exact: false })).toBeInvalid()
  await user.type(within(form).getByLabelText('Asset tag', { exact: false }), 'X')
  await user.type(within(form).getByLabelText('Condition note'), 'N')
  await user.click(within(form).getByRole('button', { name: 'Add unit' }))
  expect(store.getActions()).toEqual([
    addUnitEdited({ gearId: GEAR, assetTag: 'SVQ-NX' }),
    addUnitEdited({ gearId: GEAR, condition: 'N' }),
    addUnitSubmitted({ code: 'SVQ', gearId: GEAR }),
  ])
})

test.each([
  ['en', 'Add a unit: City stroller', 'A delivery zone has no units of its own'],
  [
    'es',
    'Añadir una unidad: Silla de paseo urbana',
    'Una zona de entrega no tiene unidades propias',
  ],
] as const)(
  'the add-unit form says a delivery zone takes no units (%s)',
  async (language, name, said) => {
    await showInventory(
      {},
      true,
      {
        addUnit: {
          [GEAR]: { assetTag: '', condition: '', busy: false, errorCode: 'ZONE_HAS_NO_UNITS' },
        },
      },
      language,
    )
    const form = screen.getByRole('form', { name })
    expect(within(form).getByText(said, { exact: false })).toBeVisible()
  },
)

test('the unit buttons dispatch the form toggle, the retirement and the return to service', async () => {
  const { store, user } = await showInventory()
  await user.click(screen.getByRole('button', { name: `Put out of service: ${TAG}` }))
  await user.click(screen.getByRole('button', { name: `Retire: ${TAG}` }))
  await user.click(screen.getByRole('button', { name: 'Back in service: SVQ-STR100-002' }))
  expect(store.getActions()).toEqual([
    outOfServiceToggled({ gearId: GEAR, assetTag: TAG }),
    unitChangeRequested({
      code: 'SVQ',
      at: GEAR,
      confirm: false,
      change: { action: 'retire', assetTag: TAG, body: {} },
    }),
    unitChangeRequested({
      code: 'SVQ',
      at: GEAR,
      change: { action: 'back_in_service', assetTag: 'SVQ-STR100-002' },
    }),
  ])
})

test('the out-of-service form open in the store dispatches its edits, its send and its closing', async () => {
  const { store, user } = await showInventory({}, true, {
    outOfService: { [GEAR]: { assetTag: TAG, from: '', until: '', reason: 'repair' } },
    unitChange: { busy: false, errorCode: 'UNIT_NOT_FOUND', errorAt: GEAR },
  })
  expect(screen.getByRole('button', { name: `Put out of service: ${TAG}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  )
  expect(within(card()).getAllByRole('alert')).toHaveLength(1)
  const form = screen.getByRole('form', { name: `Put ${TAG} out of service` })
  await user.type(within(form).getByLabelText('From', { exact: false }), '2027-03-01')
  await user.selectOptions(within(form).getByLabelText('Reason'), 'lost')
  await user.click(within(form).getByRole('button', { name: 'Put out of service' }))
  await user.click(within(form).getByRole('button', { name: 'Cancel' }))
  expect(store.getActions()).toEqual([
    outOfServiceEdited({ gearId: GEAR, from: '2027-03-01' }),
    outOfServiceEdited({ gearId: GEAR, reason: 'lost' }),
    outOfServiceSubmitted({ code: 'SVQ', gearId: GEAR }),
    outOfServiceClosed({ gearId: GEAR }),
  ])
})

test('while a unit change is out, its buttons wait', async () => {
  await showInventory({}, true, {
    outOfService: { [GEAR]: { assetTag: TAG, from: '', until: '', reason: 'repair' } },
    unitChange: { busy: true, errorCode: null, errorAt: null },
  })
  expect(screen.getByRole('button', { name: `Retire: ${TAG}` })).toBeDisabled()
  const form = screen.getByRole('form', { name: `Put ${TAG} out of service` })
  expect(within(form).getByRole('button', { name: 'Put out of service' })).toBeDisabled()
})

test('the turnarounds show the edits in the store and dispatch each edit and the save', async () => {
  const { store, user } = await showInventory({}, true, {
    turnaround: { edits: { stroller: '1' }, busy: false, errorCode: null, saved: true },
  })
  const days = screen.getByLabelText('Strollers: days')
  expect(days).toHaveValue(1)
  expect(screen.getByRole('status')).toHaveTextContent('Saved.')
  await user.type(days, '2')
  await user.click(screen.getByRole('button', { name: 'Save turnarounds' }))
  expect(store.getActions()).toEqual([
    turnaroundEdited({ category: 'stroller', value: '12' }),
    turnaroundSaveRequested(),
  ])
})

test('"Confirm anyway" dispatches the waiting change again with confirm, told in the dialog', async () => {
  const { store, user } = await showInventory(
    {
      pendingChange: { action: 'retire', assetTag: TAG, body: {}, shortBookings: [] },
    },
    true,
    { unitChange: { busy: false, errorCode: 'UNITS_SHORT', errorAt: SHORT_DIALOG } },
  )
  const dialog = screen.getByRole('dialog', { name: 'Bookings would be short' })
  expect(within(dialog).getByRole('alert')).toBeVisible()
  await user.click(within(dialog).getByRole('button', { name: 'Confirm anyway' }))
  expect(store.getActions()).toEqual([
    unitChangeRequested({
      code: 'SVQ',
      at: SHORT_DIALOG,
      confirm: true,
      change: { action: 'retire', assetTag: TAG, body: {} },
    }),
  ])
})

/** The buttons of one unit's row, by their visible text. */
const actionsOf = (tag: string) =>
  within(within(card()).getByRole('rowheader', { name: tag }).closest('tr')!)
    .queryAllByRole('button')
    .map((button) => button.textContent)

test.each([
  { isAdmin: true, staff: 'admin' },
  { isAdmin: false, staff: 'moderator' },
])('each unit offers only what its state allows ($staff)', async ({ isAdmin }) => {
  const open = {
    _id: '22222222-2222-4222-8222-222222222222',
    from: '2027-02-27',
    until: null,
    reason: 'repair' as const,
  }
  const planned = { ...open, _id: '33333333-3333-4333-8333-333333333333', from: '2027-03-08' }
  mockInventory.current = inventory([
    strollerItem({
      units: [
        unit('SVQ-STR100-001'),
        unit('SVQ-STR100-002', { out_of_service_today: true, out_of_service: [open] }),
        unit('SVQ-STR100-003', { out_of_service: [planned] }),
        unit('SVQ-STR100-004', { status: 'retired' }),
      ],
    }),
  ])
  await showInventory({}, isAdmin)
  const retire = isAdmin ? ['Retire'] : []
  expect(actionsOf('SVQ-STR100-001')).toEqual(['Put out of service', ...retire])
  expect(actionsOf('SVQ-STR100-002')).toEqual(['Back in service', ...retire])
  expect(actionsOf('SVQ-STR100-003')).toEqual(['Put out of service', 'Back in service', ...retire])
  expect(actionsOf('SVQ-STR100-004')).toEqual([])
})

test('a unit out of service today keeps no out-of-service form open', async () => {
  mockInventory.current = inventory([
    strollerItem({
      units: [
        unit(TAG, {
          out_of_service_today: true,
          out_of_service: [
            {
              _id: '22222222-2222-4222-8222-222222222222',
              from: '2027-03-01',
              until: null,
              reason: 'lost',
            },
          ],
        }),
      ],
    }),
  ])
  await showInventory({}, true, {
    outOfService: { [GEAR]: { assetTag: TAG, from: '', until: '', reason: 'repair' } },
  })
  expect(screen.queryByRole('form', { name: `Put ${TAG} out of service` })).toBeNull()
  expect(screen.queryByRole('button', { name: `Put out of service: ${TAG}` })).toBeNull()
})
