import { screen, within } from '@testing-library/react'
import { BookingScreen } from '../../../../../src/client/features/desk/bookings/BookingScreen'
import type { DeskRefund } from '../../../../../src/shared/contract/desk-bookings'
import type { Language } from '../../../../../src/shared/domain/languages'
import { deskBookingDetail } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'

const mockAnswers: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskBookingQuery: () => mockAnswers.booking,
}))

const refund = (overrides: Partial<DeskRefund>): DeskRefund => ({
  provider_refund_id: 're_1',
  status: 'succeeded',
  amount: 1000,
  currency: 'EUR',
  reason: 'staff',
  note: null,
  created_at: '2027-03-08T10:00:00.000Z',
  ...overrides,
})

/** The Why column of each refund, in order. */
async function whyOf(refunds: DeskRefund[], language: Language = 'en') {
  mockAnswers.booking = answered(deskBookingDetail({ refunds }))
  await renderDeskView(<BookingScreen id={deskBookingDetail().id} isAdmin />, { language })
  const table = screen.getByRole('region', { name: language === 'en' ? 'Refunds' : 'Reembolsos' })
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[3]!.textContent)
}

test("a staff refund's Why says the reason the admin gave, or only who made it", async () => {
  expect(
    await whyOf([
      refund({ note: 'Late at the desk' }),
      refund({ note: null }),
      refund({ reason: 'cancellation' }),
    ]),
  ).toEqual(['By staff: Late at the desk', 'By staff', 'Cancellation'])
})

test('the Spanish desk says the reason too', async () => {
  expect(await whyOf([refund({ note: 'Vuelo cancelado' })], 'es')).toEqual([
    'Por el personal: Vuelo cancelado',
  ])
})
