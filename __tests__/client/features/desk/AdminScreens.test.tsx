import { screen, within } from '@testing-library/react'
import { AttentionScreen } from '../../../../src/client/features/desk/AttentionScreen'
import { AuditScreen } from '../../../../src/client/features/desk/AuditScreen'
import { StaffScreen } from '../../../../src/client/features/desk/StaffScreen'
import {
  auditFilterChanged,
  auditFiltersApplied,
  auditNextPage,
  initialDeskAdminState,
  roleChangeSubmitted,
  staffEmailChanged,
} from '../../../../src/client/features/desk/deskAdminSlice'
import { deskBooking, deskFlags } from './deskFixtures'
import { answered, renderDeskView } from './renderDeskView'

const mockAnswers: Record<string, unknown> = {}
const mockArgs: Record<string, unknown> = {}
jest.mock('../../../../src/client/features/desk/deskBookingsApi', () => ({
  useGetAttentionQuery: (args: unknown) => ((mockArgs.attention = args), mockAnswers.attention),
  useGetStaffQuery: () => mockAnswers.staff,
  useGetAuditQuery: (args: unknown, options: unknown) => (
    (mockArgs.audit = [args, options]),
    mockAnswers.audit
  ),
}))
jest.mock('../../../../src/client/features/search', () => ({
  ...jest.requireActual('../../../../src/client/features/search'),
  useSearchPickupLocationsQuery: () => ({ data: [{ code: 'SVQ', name: 'Seville airport' }] }),
}))

const member = (id: string, email: string, role: 'admin' | 'moderator') => ({
  id,
  email,
  first_name: email.split('@')[0]!,
  last_name: 'Staff',
  role,
})

beforeEach(() => {
  mockAnswers.attention = answered({
    now: '2027-03-09T12:00:00.000Z',
    items: [
      {
        kind: 'late_return',
        action: 'Call the traveller and ask when they will bring the gear back.',
        booking: deskBooking({
          flags: deskFlags({ unpaid: false, no_show: false, late_return: true }),
        }),
      },
      {
        kind: 'unpaid_near_pickup',
        action: 'Ask the traveller to pay before pickup.',
        booking: deskBooking({
          id: '7d8e9f0a-1b2c-4d3e-8f4a-5b6c7d8e9f0a',
          reference: 'TT-UNPAID',
          paid: false,
        }),
      },
    ],
  })
  mockAnswers.staff = answered({
    items: [
      member('a1', 'admin@tinytrip.es', 'admin'),
      member('a2', 'other-admin@tinytrip.es', 'admin'),
      member('m1', 'moderator@tinytrip.es', 'moderator'),
    ],
  })
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

test('the attention list says what is wrong and what to do, for the desk location', async () => {
  await renderDeskView(<AttentionScreen />)
  expect(mockArgs.attention).toEqual({ location: 'SVQ', lang: 'en' })
  const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('article'))
  expect(items[0]).toHaveTextContent('Late return')
  expect(items[0]).toHaveTextContent(
    'To do: Call the traveller and ask when they will bring the gear back.',
  )
  expect(items[1]).toHaveTextContent('Not paid, pickup soon')
  expect(within(items[1]!).getByRole('link', { name: 'TT-UNPAID' })).toBeVisible()
})

test.each(['en', 'es'] as const)(
  'the attention list names a missing deposit hold and a claim to decide, with what to do (%s)',
  async (language) => {
    mockAnswers.attention = answered({
      now: '2027-03-09T12:00:00.000Z',
      items: [
        {
          kind: 'deposit_missing',
          action: 'Ask the family to place the deposit hold from the emailed link.',
          booking: deskBooking({
            deposit_status: 'awaiting',
            flags: deskFlags({ deposit_missing: true }),
          }),
        },
        {
          kind: 'claim_open',
          action: 'Decide the claims on the deposit.',
          booking: deskBooking({
            id: '8e9f0a1b-2c3d-4e4f-8a5b-6c7d8e9f0a1b',
            reference: 'TT-CLAIM1',
          }),
        },
      ],
    })
    await renderDeskView(<AttentionScreen />, { language })
    const items = screen.getAllByRole('listitem').filter((item) => item.querySelector('article'))
    const said = {
      en: ['Deposit hold missing', 'To do: ', 'Claim to decide'],
      es: ['Falta la retención de la fianza', 'Qué hacer: ', 'Reclamación por decidir'],
    }[language]
    expect(within(items[0]!).getAllByText(said[0]!)).toHaveLength(2)
    expect(items[0]).toHaveTextContent(
      `${said[1]}Ask the family to place the deposit hold from the emailed link.`,
    )
    expect(within(items[0]!).getByRole('article')).toHaveClass('alert')
    expect(items[1]).toHaveTextContent(said[2]!)
    expect(items[1]).toHaveTextContent(`${said[1]}Decide the claims on the deposit.`)
    expect(within(items[1]!).getByRole('link', { name: 'TT-CLAIM1' })).toBeVisible()
  },
)

test('the staff list lets an admin take back a moderator, never an admin nor themselves', async () => {
  const { dispatched, user } = await renderDeskView(<StaffScreen />)
  const table = screen.getByRole('table', { name: 'Admins and moderators' })
  expect(within(table).getAllByRole('button')).toHaveLength(1)
  await user.click(
    within(table).getByRole('button', { name: 'Take back moderator role: moderator@tinytrip.es' }),
  )
  await user.type(screen.getByLabelText('Email'), 'n')
  expect(dispatched()).toEqual([
    roleChangeSubmitted({ email: 'moderator@tinytrip.es', role: 'user' }),
    staffEmailChanged('n'),
  ])
})

test('making a moderator sends the email typed; the answer or refusal is shown', async () => {
  const { dispatched, user } = await renderDeskView(<StaffScreen />, {
    deskAdmin: {
      staff: { email: 'new@example.com', busy: false, errorCode: 'ADMIN_ROLE_LOCKED', done: null },
    },
  })
  expect(screen.getByRole('alert')).toHaveTextContent("An admin's role cannot be changed here.")
  await user.click(screen.getByRole('button', { name: 'Make moderator' }))
  expect(dispatched()).toEqual([
    roleChangeSubmitted({ email: 'new@example.com', role: 'moderator' }),
  ])
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
    deskAdmin: {
      audit: { ...initialDeskAdminState.audit, filters: null, problem: 'bookingNotFound' },
    },
  })
  expect(mockArgs.audit).toEqual([{}, { skip: true }])
  expect(screen.getByText('No booking has this reference.')).toBeVisible()
})
