import { screen, within } from '@testing-library/react'
import type { Ledger } from '../../../../../src/shared/contract/ledger'
import DeskMoney from '../../../../../src/client/features/desk/money/DeskMoney'
import {
  moneyCsvRequested,
  moneyPeriodPicked,
} from '../../../../../src/client/features/desk/money/moneySlice'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'

const mockAnswers: { ledger?: unknown; asked: unknown[] } = { asked: [] }
jest.mock('../../../../../src/client/features/desk/money/moneyApi', () => ({
  useGetLedgerQuery: (args: unknown) => {
    mockAnswers.asked.push(args)
    return mockAnswers.ledger
  },
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('SVQ'),
)

const ledger = (overrides: Partial<Ledger> = {}): Ledger => ({
  location_code: 'SVQ',
  time_zone: 'Europe/Madrid',
  from: '2027-04-01',
  to: '2027-05-01',
  lines: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      at: '2027-04-02T08:00:00.000Z',
      local_time: '2027-04-02 10:00',
      booking_id: 'b1',
      reference: 'TT-AAAAAA',
      kind: 'payment',
      detail: null,
      amount_cents: 6470,
      currency: 'EUR',
      link: 'pi_1',
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      at: '2027-04-03T08:00:00.000Z',
      local_time: '2027-04-03 10:00',
      booking_id: 'b1',
      reference: 'TT-AAAAAA',
      kind: 'refund',
      detail: 'staff',
      amount_cents: -1000,
      currency: 'EUR',
      link: 're_1',
    },
  ],
  lines_total: 2,
  offset: 0,
  totals: {
    rental: { kept_cents: 5470, invoiced_cents: 5470, reconciles: true },
    deposits: {
      taken_cents: 15000,
      claimed_cents: 2500,
      released_cents: 12500,
      held_cents: 0,
      reconciles: true,
    },
    corrections: { taken_cents: 0, refunded_cents: 0, reconciles: true },
  },
  mismatches: [],
  ...overrides,
})

beforeEach(() => {
  mockAnswers.ledger = answered(ledger())
  mockAnswers.asked = []
})

test('shows the lines, the three balances and the CSV downloads of the period picked', async () => {
  const { dispatched, user } = await renderDeskView(<DeskMoney />, {
    deskMoney: { draft: { unit: 'month', value: '2027-04' } },
  })
  expect(mockAnswers.asked).toContainEqual({
    location: 'SVQ',
    period: { unit: 'month', value: '2027-04' },
  })
  const balances = screen.getByRole('list', { name: 'Balances' })
  expect(balances).toHaveTextContent('Rental kept = invoices: €54.70 = €54.70 — reconciles')
  expect(balances).toHaveTextContent(
    'Deposits taken = claimed + released + held: €150 = €25 + €125 + €0 — reconciles',
  )
  expect(screen.queryByRole('list', { name: 'Bookings that do not reconcile' })).toBeNull()
  const [payment, refund] = within(screen.getByRole('table', { name: '2 lines' }))
    .getAllByRole('row')
    .slice(1)
  expect(payment).toHaveTextContent('2027-04-02 10:00TT-AAAAAAPayment€64.70')
  expect(refund).toHaveTextContent('Refund-€10')

  await user.type(screen.getByLabelText('Day'), '2027-04-09')
  await user.click(screen.getByRole('button', { name: 'Lines (CSV)' }))
  await user.click(screen.getByRole('button', { name: 'Invoices (CSV)' }))
  const month = { unit: 'month', value: '2027-04' } as const
  expect(dispatched()).toEqual([
    moneyPeriodPicked({ unit: 'day', value: '2027-04-09' }),
    moneyCsvRequested({ what: 'lines', period: month }),
    moneyCsvRequested({ what: 'invoices', period: month }),
  ])
})

test('names in Spanish each booking that does not reconcile, linked to its card at the desk', async () => {
  mockAnswers.ledger = answered(
    ledger({
      totals: {
        ...ledger().totals,
        rental: { kept_cents: 3970, invoiced_cents: 5470, reconciles: false },
      },
      mismatches: [{ booking_id: 'b1', reference: 'TT-AAAAAA', parts: ['rental'] }],
    }),
  )
  await renderDeskView(<DeskMoney />, { language: 'es' })
  expect(screen.getByRole('list', { name: 'Saldos' })).toHaveTextContent(
    'Alquiler cobrado = facturas: 39,70 € = 54,70 € — no cuadra',
  )
  const mismatches = screen.getByRole('list', { name: 'Reservas que no cuadran' })
  expect(within(mismatches).getByRole('link', { name: 'TT-AAAAAA' })).toHaveAttribute(
    'href',
    '/desk/bookings/b1',
  )
  expect(mismatches).toHaveTextContent('TT-AAAAAA: alquiler')
})
