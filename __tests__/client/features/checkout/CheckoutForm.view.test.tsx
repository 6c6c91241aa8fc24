import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CheckoutForm } from '../../../../src/client/features/checkout/CheckoutForm'
import {
  checkoutSlice,
  contactClosed,
  contactDraftChanged,
  contactFormOpened,
  contactSubmitAttempted,
  type ContactForm,
} from '../../../../src/client/features/checkout/checkoutSlice'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

const emptyForm = checkoutSlice.getInitialState().contact

const withContact = (contact: Partial<ContactForm>, language: 'en' | 'es' = 'en') =>
  stateWith({
    preferences: { language },
    checkout: { step: 'contact', contact: { ...emptyForm, ...contact } },
  })

const typedPhone = { ...emptyForm.draft, phone: '+34 61' }

describe('CheckoutForm over a mock store', () => {
  it('asks for the profile phone when it opens, and shows the draft as it is in the store', async () => {
    const { dispatched } = await renderOverMockStore(<CheckoutForm />, {
      state: withContact({ draft: { ...typedPhone, notes: 'Twins' } }),
    })
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+34 61')
    expect(screen.getByText('5 of 500 characters')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeValid()
    expect(dispatched().filter(contactFormOpened.match)).not.toHaveLength(0)
  })

  it('dispatches each keystroke as a draft change of its field', async () => {
    const { dispatched } = await renderOverMockStore(<CheckoutForm />, { state: withContact({}) })
    await userEvent.type(screen.getByRole('textbox', { name: 'Arriving flight (optional)' }), 'B')
    await userEvent.click(screen.getByRole('checkbox', { name: /damage waiver/ }))
    expect(dispatched().filter(contactDraftChanged.match)).toEqual([
      contactDraftChanged({ draft: { inbound_flight: 'B' } }),
      contactDraftChanged({ draft: { damage_waiver: true } }),
    ])
  })

  it('after Continue shows the validation message, lists it and moves the focus to the field', async () => {
    const { dispatched } = await renderOverMockStore(<CheckoutForm />, {
      state: withContact({ draft: typedPhone, touched: { phone: true }, submitted: true }),
    })
    const phone = screen.getByRole('textbox', { name: 'Phone number' })
    expect(phone).toBeInvalid()
    expect(phone).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid phone number'),
    )
    expect(screen.getByText('Please fix this field:')).toBeVisible()
    expect(
      screen.getByRole('link', { name: 'Phone number: Please enter a valid phone number' }),
    ).toHaveAttribute('href', '#checkout-phone')
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your quote' }))
    expect(dispatched().filter(contactSubmitAttempted.match)).toHaveLength(1)
    expect(phone).toHaveFocus()
  })

  it('shows no message before Continue, and goes back to the basket', async () => {
    const { dispatched } = await renderOverMockStore(<CheckoutForm />, {
      state: withContact({ draft: typedPhone }),
    })
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeValid()
    await userEvent.click(screen.getByRole('button', { name: 'Back to the basket' }))
    expect(dispatched().map((action) => action.type)).toContain(contactClosed.type)
  })

  it('says why the promo code was refused at the quote, keeping what was typed', async () => {
    await renderOverMockStore(<CheckoutForm />, {
      state: stateWith({
        checkout: {
          step: 'contact',
          error: { kind: 'promo', code: 'PROMO_USED_UP' },
          contact: { ...emptyForm, draft: typedPhone },
        },
      }),
    })
    expect(screen.getByRole('alert')).toHaveTextContent('This promo code has been used up.')
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveValue('+34 61')
  })

  it('speaks Spanish', async () => {
    await renderOverMockStore(<CheckoutForm />, {
      state: withContact({ draft: { ...emptyForm.draft }, submitted: true }, 'es'),
    })
    expect(screen.getByRole('link', { name: /^Teléfono/ })).toHaveTextContent(/obligatorio/)
  })
})
