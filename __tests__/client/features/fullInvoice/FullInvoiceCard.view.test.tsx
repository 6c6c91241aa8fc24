import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FullInvoiceCard } from '../../../../src/client/features/fullInvoice/FullInvoiceCard'
import {
  fullInvoiceBillingChanged,
  fullInvoiceFieldLeft,
  fullInvoiceSlice,
  fullInvoiceSubmitAttempted,
  type FullInvoiceState,
} from '../../../../src/client/features/fullInvoice/fullInvoiceSlice'
import type { RootState } from '../../../../src/client/app/store'
import { BOOKING_ID, bookingFixture } from '../../support/bookings'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const withForm = (form: Partial<FullInvoiceState> = {}, language: 'en' | 'es' = 'en') =>
  ({
    ...stateWith({ preferences: { language } }),
    fullInvoice: { ...fullInvoiceSlice.getInitialState(), bookingId: BOOKING_ID, ...form },
  }) as RootState

describe("the booking page's full invoice card, over a mock store", () => {
  it('asks for the billing details and dispatches typing and Send', async () => {
    const { dispatched } = await renderOverMockStore(
      <FullInvoiceCard booking={bookingFixture()} />,
      { state: withForm() },
    )
    await userEvent.type(screen.getByRole('textbox', { name: 'Name or company' }), 'A')
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a full invoice' }))
    expect(dispatched()).toEqual([
      fullInvoiceBillingChanged({ draft: { name: 'A' } }),
      fullInvoiceFieldLeft({ field: 'name' }),
      fullInvoiceSubmitAttempted({ bookingId: BOOKING_ID }),
    ])
  })

  it.each([
    [
      'en',
      'This is required for the invoice',
      'Some billing details are missing. Please check them.',
    ],
    ['es', 'Este dato es obligatorio para la factura', 'Faltan datos de facturación. Revísalos.'],
  ] as const)('shows what the server refused, in %s', async (language, field, summary) => {
    await renderOverMockStore(<FullInvoiceCard booking={bookingFixture()} />, {
      state: withForm(
        {
          status: 'failed',
          error: 'BILLING_FIELD_REQUIRED',
          billing: {
            ...fullInvoiceSlice.getInitialState().billing,
            refused: { city: 'BILLING_FIELD_REQUIRED' },
          },
        },
        language,
      ),
    })
    expect(screen.getByText(field)).toBeVisible()
    expect(screen.getByText(summary)).toBeVisible()
  })

  it('says who the invoices are issued to once the booking has billing details', async () => {
    await renderOverMockStore(
      <FullInvoiceCard
        booking={bookingFixture({
          billing_details: {
            name: 'Muñoz Viajes SL',
            address: 'Calle Sierpes 12',
            postal_code: '41004',
            city: 'Sevilla',
            country: 'ES',
            tax_id: 'B58378431',
            tax_id_kind: 'cif',
          },
        })}
      />,
      { state: withForm() },
    )
    expect(
      screen.getByText('Your invoices are issued to Muñoz Viajes SL (B58378431).'),
    ).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Ask for a full invoice' })).toBeNull()
  })
})
