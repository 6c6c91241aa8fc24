import { screen, within } from '@testing-library/react'
import { AuditScreen } from '../../../../../src/client/features/desk/audit/AuditScreen'
import {
  auditFilterChanged,
  auditFiltersApplied,
  auditNextPage,
  initialDeskAuditState,
} from '../../../../../src/client/features/desk/audit/deskAuditSlice'
import { AUDIT_ACTIONS } from '../../../../../src/shared/contract/desk-bookings'
import { deskBooking, staffList } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'
import type * as DeskLocations from '../deskLocations'

const mockAnswers: Record<string, unknown> = {}
const mockArgs: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/staff/staffApi', () => ({
  useGetStaffQuery: () => mockAnswers.staff,
}))
jest.mock('../../../../../src/client/features/desk/audit/auditApi', () => ({
  useGetAuditQuery: (args: unknown, options: unknown) => (
    (mockArgs.audit = [args, options]),
    mockAnswers.audit
  ),
}))
jest.mock('../../../../../src/client/features/search', () =>
  jest.requireActual<typeof DeskLocations>('../deskLocations').searchFeatureWith('SVQ'),
)

beforeEach(() => {
  mockAnswers.staff = answered(staffList())
  mockAnswers.audit = answered({
    items: [
      {
        id: 'e1',
        at: '2027-03-09T10:00:00.000Z',
        action: 'booking.refund',
        actor: { id: 'a1', email: 'admin@tinytrip.es', role: 'admin' },
        booking_id: deskBooking().id,
        booking_reference: 'TT-7K2M9Q',
        unit_id: null,
        target_user_id: null,
        before: { refunded_amount: 0 },
        after: { refunded_amount: 2000 },
      },
    ],
    next_cursor: 'c2',
  })
})

test('the audit log lists actions with their booking, filters and pages', async () => {
  const { dispatched, user } = await renderDeskView(<AuditScreen />)
  expect(mockArgs.audit).toEqual([{}, { skip: false }])
  const row = screen.getAllByRole('row')[1]!
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Refund')
  expect(row).toHaveTextContent('admin@tinytrip.es')
  expect(within(row).getByRole('link', { name: 'TT-7K2M9Q' })).toBeVisible()
  await user.type(screen.getByLabelText('Booking reference'), 'T')
  await user.selectOptions(screen.getByLabelText('Staff member'), 'm1')
  await user.click(screen.getByRole('button', { name: 'Filter' }))
  await user.click(screen.getByRole('button', { name: 'Next page' }))
  expect(dispatched()).toEqual([
    auditFilterChanged({ reference: 'T' }),
    auditFilterChanged({ actorId: 'm1' }),
    auditFiltersApplied(),
    auditNextPage('c2'),
  ])
})

test('the audit log waits while filters are looked up, and says when a reference is unknown', async () => {
  await renderDeskView(<AuditScreen />, {
    deskAudit: { ...initialDeskAuditState, filters: null, problem: 'bookingNotFound' },
  })
  expect(mockArgs.audit).toEqual([{}, { skip: true }])
  expect(screen.getByText('No booking has this reference.')).toBeVisible()
})

test.each([
  ['en', 'Promo code created', 'Check-in'],
  ['es', 'Código promocional creado', 'Devolución'],
] as const)(
  'every action the server records shows its label, never its name (%s)',
  async (language, promoCodeCreated, checkIn) => {
    mockAnswers.audit = answered({
      items: AUDIT_ACTIONS.map((action, n) => ({
        id: `e${n}`,
        at: '2027-03-09T10:00:00.000Z',
        action,
        actor: { id: 'a1', email: 'admin@tinytrip.es', role: 'admin' },
        booking_id: null,
        booking_reference: null,
        unit_id: null,
        target_user_id: null,
        before: null,
        after: {},
      })),
      next_cursor: null,
    })
    await renderDeskView(<AuditScreen />, { language })
    const labels = screen.getAllByRole('rowheader').map((cell) => cell.textContent)
    expect(labels).toHaveLength(AUDIT_ACTIONS.length)
    expect(labels.filter((label) => (AUDIT_ACTIONS as readonly string[]).includes(label!))).toEqual(
      [],
    )
    expect(new Set(labels).size).toBe(AUDIT_ACTIONS.length)
    expect(labels[AUDIT_ACTIONS.indexOf('promo_code.create')]).toBe(promoCodeCreated)
    expect(labels[AUDIT_ACTIONS.indexOf('booking.check_in')]).toBe(checkIn)
  },
)

test('an action taken offline shows when it was taken beside when it arrived, in Spanish too', async () => {
  const entry = {
    id: 'e1',
    at: '2027-03-09T10:00:00.000Z',
    taken_at: '2027-03-09T09:20:00.000Z',
    action: 'booking.check_in',
    actor: { id: 'a1', email: 'admin@tinytrip.es', role: 'admin' },
    booking_id: null,
    booking_reference: null,
    unit_id: null,
    target_user_id: null,
    before: null,
    after: {},
  }
  mockAnswers.audit = answered({
    items: [entry, { ...entry, id: 'e2', taken_at: null }],
    next_cursor: null,
  })
  const { unmount } = await renderDeskView(<AuditScreen />)
  const [taken, sent] = screen.getAllByRole('row').slice(1)
  // Seville's clock (UTC+1 in March).
  expect(taken).toHaveTextContent(/11:00.*\(taken offline at .*10:20.*\)/)
  expect(sent).not.toHaveTextContent('taken offline')
  unmount()
  await renderDeskView(<AuditScreen />, { language: 'es' })
  expect(screen.getAllByRole('row')[1]).toHaveTextContent(/hecho sin conexión a las .*10:20/)
})
