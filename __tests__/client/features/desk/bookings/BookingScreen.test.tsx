import { screen, within } from '@testing-library/react'
import { BookingScreen } from '../../../../../src/client/features/desk/bookings/BookingScreen'
import {
  refreshStarted,
  refreshStopped,
  staffChangeClosed,
  staffChangeEdited,
  staffChangeOpened,
  staffChangeSubmitted,
} from '../../../../../src/client/features/desk/bookings/deskBookingsSlice'
import { deskBookingDetail } from '../deskFixtures'
import { answered, renderDeskView } from '../renderDeskView'

const mockAnswers: Record<string, unknown> = {}
const mockArgs: Record<string, unknown> = {}
jest.mock('../../../../../src/client/features/desk/bookings/deskBookingsApi', () => ({
  useGetDeskBookingQuery: (args: unknown) => ((mockArgs.booking = args), mockAnswers.booking),
}))

const ID = deskBookingDetail().id
const draft = {
  kind: 'cancel' as const,
  bookingId: ID,
  currency: 'EUR',
  refundable: 9000,
  paymentStatus: 'paid' as const,
  idempotencyKey: 'desk-key-1',
  reason: '',
  amount: '',
  submitted: false,
  busy: false,
  errorCode: null,
}

const open = (isAdmin = true, deskBookings = {}) =>
  renderDeskView(<BookingScreen id={ID} isAdmin={isAdmin} />, { deskBookings })

beforeEach(() => {
  mockAnswers.booking = answered(
    deskBookingDetail({
      refunded_amount: 1000,
      refundable_amount: 8000,
      refunds: [
        {
          provider_refund_id: 're_sandbox_1',
          status: 'succeeded',
          amount: 1000,
          currency: 'EUR',
          reason: 'staff',
          created_at: '2027-03-08T10:00:00.000Z',
        },
      ],
    }),
  )
})

test('a booking shows every detail, its money and refunds, and the place for the handover', async () => {
  await open()
  expect(mockArgs.booking).toEqual({ id: ID, lang: 'en' })
  expect(screen.getByRole('heading', { level: 2, name: 'Booking TT-7K2M9Q' })).toBeVisible()
  const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextSibling
  expect(term('Status')).toHaveTextContent('Confirmed')
  expect(term('Pickup')).toHaveTextContent('Tue, 9 Mar 2027 10:30')
  expect(term('Phone')).toHaveTextContent('+44 20 7946 0958')
  expect(term('Gear')).toHaveTextContent('2 × City stroller')
  expect(term('Paid')).toHaveTextContent('€90')
  expect(term('Refunded')).toHaveTextContent('€10')
  expect(term('Left to refund')).toHaveTextContent('€80')
  const refunds = screen.getByRole('region', { name: 'Refunds' })
  const row = within(refunds).getAllByRole('row')[1]!
  expect(row).toHaveTextContent('€10')
  expect(row).toHaveTextContent('Refunded')
  expect(row).toHaveTextContent('re_sandbox_1')
  expect(screen.getByRole('region', { name: 'Handover' })).toBeVisible()
})

test('a booking whose family asked for a full invoice shows who it is billed to', async () => {
  await open()
  expect(screen.queryByText('Billed to', { selector: 'dt' })).toBeNull()
  mockAnswers.booking = answered(
    deskBookingDetail({
      billing_details: {
        name: 'Muñoz Viajes SL',
        address: 'Calle Feria 12, 2º B',
        postal_code: '41003',
        city: 'Sevilla',
        country: 'ES',
        tax_id: 'B12345674',
        tax_id_kind: 'cif',
      },
    }),
  )
  await open()
  const term = (name: string) => screen.getByText(name, { selector: 'dt' }).nextSibling
  expect(term('Billed to')).toHaveTextContent('Muñoz Viajes SL')
  expect(term('Tax ID')).toHaveTextContent('B12345674')
  expect(term('Billing address')).toHaveTextContent('Calle Feria 12, 2º B, 41003 Sevilla, ES')
})

test('the booking is refreshed while it is open, so what its family reports shows at once', async () => {
  const { refreshes, unmount } = await open()
  expect(refreshes()).toEqual([refreshStarted()])
  unmount()
  expect(refreshes()).toEqual([refreshStarted(), refreshStopped()])
})

test('an admin opens the cancel and refund dialogs with what is left to refund', async () => {
  const { dispatched, user } = await open()
  await user.click(screen.getByRole('button', { name: 'Cancel booking' }))
  await user.click(screen.getByRole('button', { name: 'Refund' }))
  const opening = { bookingId: ID, refundable: 8000, currency: 'EUR', paymentStatus: 'paid' }
  expect(
    dispatched().map(({ type, payload }) => ({
      type,
      payload: { ...(payload as object), idempotencyKey: undefined },
    })),
  ).toEqual([
    {
      type: staffChangeOpened.type,
      payload: { kind: 'cancel', ...opening, idempotencyKey: undefined },
    },
    {
      type: staffChangeOpened.type,
      payload: { kind: 'refund', ...opening, idempotencyKey: undefined },
    },
  ])
})

test('a moderator sees no cancel or refund', async () => {
  await open(false)
  expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull()
})

test('the cancel dialog shows its draft and messages, and dispatches edits, send and close', async () => {
  const { dispatched, user } = await open(true, {
    change: { ...draft, amount: '100', submitted: true },
  })
  const dialog = screen.getByRole('dialog', { name: 'Cancel booking TT-7K2M9Q' })
  expect(within(dialog).getByText('Left to refund: €90.')).toBeVisible()
  expect(within(dialog).getByText('Write the reason the traveller will read.')).toBeVisible()
  expect(within(dialog).getByText('At most €90 is left to refund.')).toBeVisible()
  await user.type(within(dialog).getByLabelText('Reason (the traveller reads it)'), 'S')
  await user.click(within(dialog).getByRole('button', { name: 'Cancel the booking' }))
  await user.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(dispatched()).toEqual([
    staffChangeEdited({ reason: 'S' }),
    staffChangeSubmitted(),
    staffChangeClosed(),
  ])
})

test('the refund dialog shows what the server refused, and Escape closes it', async () => {
  const { dispatched, user } = await open(true, {
    change: { ...draft, kind: 'refund', amount: '20', errorCode: 'NOTHING_TO_REFUND' },
  })
  const dialog = screen.getByRole('dialog', { name: 'Refund booking TT-7K2M9Q' })
  expect(within(dialog).getByRole('alert')).toHaveTextContent(
    'There is nothing left to refund on this booking.',
  )
  expect(within(dialog).getByLabelText('Amount to refund (EUR)')).toHaveFocus()
  await user.keyboard('{Escape}')
  expect(dispatched()).toEqual([staffChangeClosed()])
})

test('after a change the booking says it went through', async () => {
  await open(true, { done: { kind: 'refund', bookingId: ID } })
  expect(screen.getByRole('status')).toHaveTextContent('The refund is on its way')
})

test.each([
  ['en', 'UNITS_STILL_OUT', 'check the units in first, then cancel it.'],
  ['es', 'UNITS_STILL_OUT', 'registra primero su devolución y después cancélala.'],
  [
    'en',
    'PAYMENT_CHANGED',
    "The booking's payment changed since you opened it: reload it and decide again.",
  ],
  [
    'es',
    'PAYMENT_CHANGED',
    'El pago de la reserva ha cambiado desde que la abriste: vuelve a cargarla y decide de nuevo.',
  ],
] as const)(
  'the cancel dialog says why the server refused it (%s, %s)',
  async (language, code, said) => {
    await renderDeskView(<BookingScreen id={ID} isAdmin />, {
      language,
      deskBookings: { change: { ...draft, reason: 'Flight', errorCode: code } },
    })
    expect(within(screen.getByRole('dialog')).getByRole('alert')).toHaveTextContent(said)
  },
)
