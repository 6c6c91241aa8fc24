import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CheckoutForm } from '../../../../src/client/features/checkout/CheckoutForm'
import {
  checkoutSlice,
  contactSubmitAttempted,
  deliveryAddressChanged,
  deliveryAddressFieldLeft,
} from '../../../../src/client/features/checkout/checkoutSlice'
import type { DeliveryAddressForm } from '../../../../src/client/features/checkout/deliveryAddressForm'
import { svqCity } from '../../support/catalogue'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'
import { bannedWordsIn, wordsNeverInADelivery } from '../../../shared/support/glossary'

const initial = checkoutSlice.getInitialState()
const zone = {
  code: 'SVQ-CITY',
  area: svqCity.delivery!.area,
  postal_codes: svqCity.delivery!.postal_codes,
}
const validPhone = { ...initial.contact.draft, phone: '+34 612 345 678' }

const withDelivery = (
  delivery: Partial<DeliveryAddressForm>,
  { submitted = false, language = 'en' as 'en' | 'es' } = {},
) =>
  stateWith({
    preferences: { language },
    checkout: {
      step: 'contact',
      contact: { ...initial.contact, draft: validPhone, submitted },
      delivery: { ...initial.delivery, ...delivery },
    },
  })

describe('the delivery address in the checkout form, over a mock store', () => {
  it('shows no address fields for a pickup point', async () => {
    await renderOverMockStore(<CheckoutForm />, { state: withDelivery({ zone: null }) })
    expect(screen.queryByRole('group', { name: 'Delivery address' })).toBeNull()
  })

  it('asks for the address in the zone, and dispatches typing and leaving a field', async () => {
    const { dispatched } = await renderOverMockStore(<CheckoutForm />, {
      state: withDelivery({ zone }),
    })
    expect(screen.getByRole('group', { name: 'Delivery address' })).toBeVisible()
    expect(screen.getByText(/in Seville city \(postal codes 41001 to 41020\)/)).toBeVisible()
    const postalCode = screen.getByRole('textbox', { name: 'Postal code' })
    await userEvent.type(postalCode, '4')
    await userEvent.tab()
    expect(
      dispatched().filter(
        (action) => deliveryAddressChanged.match(action) || deliveryAddressFieldLeft.match(action),
      ),
    ).toEqual([
      deliveryAddressChanged({ draft: { postal_code: '4' } }),
      deliveryAddressFieldLeft({ field: 'postal_code' }),
    ])
  })

  it.each([
    ['en', 'We need a phone number for delivery day.', 'until 24 hours before delivery'],
    [
      'es',
      'Necesitamos un teléfono para el día de la entrega.',
      'hasta 24 horas antes de la entrega',
    ],
  ] as const)(
    'speaks of the delivery day and a delivery’s cancellation policy, in %s',
    async (language, lead, policy) => {
      await renderOverMockStore(<CheckoutForm />, { state: withDelivery({ zone }, { language }) })
      expect(screen.getByText(new RegExp(`^${lead}`))).toBeVisible()
      expect(screen.getByText(new RegExp(policy))).toBeVisible()
      expect(
        bannedWordsIn(document.body.textContent ?? '', wordsNeverInADelivery()[language]),
      ).toEqual([])
    },
  )

  it('names the zone’s area under a postal code outside it', async () => {
    await renderOverMockStore(<CheckoutForm />, {
      state: withDelivery({
        zone,
        draft: { ...initial.delivery.draft, postal_code: '28001' },
        left: { postal_code: true },
      }),
    })
    const postalCode = screen.getByRole('textbox', { name: 'Postal code' })
    expect(postalCode).toBeInvalid()
    expect(postalCode).toHaveAccessibleDescription(
      'We deliver only in Seville city (postal codes 41001 to 41020). Please check the postal code or choose one of our desks.',
    )
    // Fields not left yet say nothing before Continue.
    expect(screen.getByRole('textbox', { name: 'Street' })).not.toHaveAttribute('aria-invalid')
  })

  it('after Continue marks every missing field and moves the focus to the first', async () => {
    const { dispatched } = await renderOverMockStore(<CheckoutForm />, {
      state: withDelivery({ zone }, { submitted: true }),
    })
    const street = screen.getByRole('textbox', { name: 'Street' })
    expect(street).toHaveAccessibleDescription('This is required for the delivery')
    expect(screen.getByRole('textbox', { name: 'City' })).toBeInvalid()
    expect(screen.getByRole('textbox', { name: 'Hotel or flat name (optional)' })).toBeValid()
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your quote' }))
    expect(dispatched().filter(contactSubmitAttempted.match)).toHaveLength(1)
    expect(street).toHaveFocus()
  })

  it('shows the server’s refusal of a field, in Spanish too', async () => {
    await renderOverMockStore(<CheckoutForm />, {
      state: withDelivery(
        {
          zone: { ...zone, area: 'Sevilla ciudad (códigos postales 41001 a 41020)' },
          draft: { ...initial.delivery.draft, postal_code: '41004' },
          refused: { postal_code: 'POSTAL_CODE_OUTSIDE_ZONE' },
        },
        { language: 'es' },
      ),
    })
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveAccessibleDescription(
      'Solo entregamos en Sevilla ciudad (códigos postales 41001 a 41020). Revisa el código postal o elige uno de nuestros mostradores.',
    )
  })
})
