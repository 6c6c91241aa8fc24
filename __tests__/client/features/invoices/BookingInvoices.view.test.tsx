import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import BookingInvoices from '../../../../src/client/features/invoices/BookingInvoices'
import { bookingInvoicesWanted } from '../../../../src/client/features/invoices/invoicesSlice'
import type { BookingInvoice } from '../../../../src/shared/contract/invoices'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const BOOKING = '9d4e1a2b-3c5f-4a6b-8e7d-0f1a2b3c4d01'
const REVISION = 'confirmed:paid:17210'

const simplified: BookingInvoice = {
  id: '1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9',
  kind: 'simplified',
  number: 'S2027-000012',
  issue_date: '2027-04-02',
  total: 17210,
  currency: 'EUR',
  corrects: null,
  url: `/api/bookings/${BOOKING}/invoices/1b2c3d4e-5f60-4718-8293-a4b5c6d7e8f9.pdf?token=signed.one`,
}
const corrective: BookingInvoice = {
  ...simplified,
  id: '2c3d4e5f-6071-4829-93a4-b5c6d7e8f901',
  kind: 'corrective',
  number: 'R2027-000003',
  issue_date: '2027-04-05',
  total: -1500,
  corrects: 'S2027-000012',
  url: `/api/bookings/${BOOKING}/invoices/2c3d4e5f-6071-4829-93a4-b5c6d7e8f901.pdf?token=signed.two`,
}

const showing = (
  entry: { invoices: BookingInvoice[]; failed?: boolean },
  language: 'en' | 'es' = 'en',
) =>
  renderOverMockStore(<BookingInvoices bookingId={BOOKING} revision={REVISION} />, {
    state: stateWith({
      preferences: { language },
      invoices: { byBooking: { [BOOKING]: { revision: REVISION, failed: false, ...entry } } },
    }),
  })

it('asks for the invoices and links each to its PDF, with its date, total and what it corrects', async () => {
  const { dispatched } = await showing({ invoices: [simplified, corrective] })
  const region = screen.getByRole('region', { name: 'Invoices' })
  const first = within(region).getByRole('link', { name: 'Simplified invoice S2027-000012 (PDF)' })
  expect(first).toHaveAttribute('href', simplified.url)
  expect(first).toHaveAttribute('download', 'S2027-000012.pdf')
  const second = within(region).getByRole('link', { name: 'Corrective invoice R2027-000003 (PDF)' })
  expect(second.closest('li')).toHaveTextContent(/Mon, 5 Apr 2027 · -€15 · corrects S2027-000012$/)
  expect(dispatched()).toEqual([bookingInvoicesWanted({ bookingId: BOOKING, revision: REVISION })])
})

it('speaks Spanish to a Spanish family', async () => {
  await showing({ invoices: [simplified, corrective] }, 'es')
  const region = screen.getByRole('region', { name: 'Facturas' })
  expect(
    within(region).getByRole('link', { name: 'Factura rectificativa R2027-000003 (PDF)' }),
  ).toBeVisible()
  expect(region).toHaveTextContent('rectifica la S2027-000012')
})

it('shows nothing before an invoice is issued, and offers to try again when they cannot be read', async () => {
  const { container } = await showing({ invoices: [] })
  expect(container).toBeEmptyDOMElement()
})

it('reads them again when asked after a failure', async () => {
  const { dispatched } = await showing({ invoices: [], failed: true })
  expect(screen.getByText('We could not load the invoices.')).toBeVisible()
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  expect(dispatched()).toEqual([
    bookingInvoicesWanted({ bookingId: BOOKING, revision: REVISION }),
    bookingInvoicesWanted({ bookingId: BOOKING, revision: REVISION }),
  ])
})
