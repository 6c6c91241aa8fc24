import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CheckoutForm } from '../../../../src/client/features/checkout/CheckoutForm'
import type { BillingForm } from '../../../../src/client/features/checkout/billingForm'
import {
  billingAsked,
  billingChanged,
  billingFieldLeft,
  checkoutSlice,
} from '../../../../src/client/features/checkout/checkoutSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { pricingFor } from '../../support/pricing'

const initial = checkoutSlice.getInitialState()
const validPhone = { ...initial.contact.draft, phone: '+34 612 345 678' }

const withBilling = (
  billing: Partial<BillingForm>,
  {
    submitted = false,
    language = 'en' as 'en' | 'es',
    rental = 20_000,
  }: { submitted?: boolean; language?: 'en' | 'es'; rental?: number } = {},
) =>
  stateWith({
    preferences: { language },
    basket: { pricing: pricingFor(rental + 5_000, { deposit: 5_000 }) },
    checkout: {
      step: 'contact',
      contact: { ...initial.contact, draft: validPhone, submitted },
      billing: { ...initial.billing, ...billing },
    },
  })

describe('the billing details in the checkout form, over a mock store', () => {
  it('offers a full invoice below 400 € and dispatches asking for one', async () => {
    const { dispatched } = await renderOverMockStore(<CheckoutForm />, { state: withBilling({}) })
    expect(screen.queryByRole('textbox', { name: 'NIF, NIE, CIF or EU VAT number' })).toBeNull()
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'I need a full invoice with my tax id' }),
    )
    expect(dispatched().filter((action) => billingAsked.match(action))).toEqual([
      billingAsked({ asked: true }),
    ])
  })

  it('asks for the details above 400 € and says why, and dispatches typing and leaving a field', async () => {
    const { dispatched } = await renderOverMockStore(<CheckoutForm />, {
      state: withBilling({}, { rental: 40_001 }),
    })
    expect(
      screen.getByText(
        'Rentals above 400 € are invoiced in full: please enter who the invoice is for.',
      ),
    ).toBeVisible()
    expect(screen.queryByRole('checkbox', { name: /full invoice/ })).toBeNull()
    await userEvent.type(
      screen.getByRole('textbox', { name: 'NIF, NIE, CIF or EU VAT number' }),
      'B',
    )
    await userEvent.tab()
    expect(
      dispatched().filter(
        (action) => billingChanged.match(action) || billingFieldLeft.match(action),
      ),
    ).toEqual([billingChanged({ draft: { tax_id: 'B' } }), billingFieldLeft({ field: 'tax_id' })])
  })

  it.each([
    ['en', 'Please check this number: it is not a valid NIF, NIE, CIF or EU VAT number'],
    ['es', 'Revisa este número: no es un NIF, NIE, CIF ni número de IVA de la UE válido'],
  ] as const)('names a tax id that fails its check digits, in %s', async (language, message) => {
    await renderOverMockStore(<CheckoutForm />, {
      state: withBilling(
        {
          asked: true,
          draft: {
            name: 'Ana Muñoz',
            address: 'Calle Feria 3',
            postal_code: '41003',
            city: 'Sevilla',
            tax_id: '12345678A',
          },
        },
        { submitted: true, language },
      ),
    })
    expect(screen.getByText(message)).toBeVisible()
  })
})
