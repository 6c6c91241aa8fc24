import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { RootState } from '../../../../src/client/app/store'
import { basketItem, basketWith } from '../../support/basketState'
import { QUOTE_ID, failure, quoteFixture, stockShortage } from '../../support/bookings'
import { infantSeat, infantSeatDetails, svq } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { profileFixture } from '../../support/fixtures'
import { createFakeServices } from '../../support/fakeServices'
import { pricingFor } from '../../support/pricing'
import { renderWithProviders } from '../../support/renderWithProviders'
import { signedInSession } from '../../support/sessionState'
import {
  checkoutSlice,
  contactClosed,
  contactDraftChanged,
  contactFormOpened,
  contactSubmitAttempted,
  type ContactForm,
} from '../../../../src/client/features/checkout/checkoutSlice'
import { CheckoutForm } from '../../../../src/client/features/checkout/CheckoutForm'
import { renderOverMockStore, stateWith } from '../../support/renderOverMockStore'

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'GET /api/users/profile': { body: profileFixture },
    'GET /api/pickup-locations/:code': { body: svq },
    'GET /api/gear/:id': { body: infantSeatDetails('en', null) },
    'GET /api/gear': { body: { items: [], total: 0 } },
    'POST /api/pricing/calculate': { body: pricingFor(17_210) },
    'POST /api/quotes': { status: 201, body: quoteFixture() },
  })
})
afterEach(() => api.restore())

/**
 * The basket popup on /search, at the checkout contact step (docs/product.md, Records and storage),
 * in `language`.
 */
async function openCheckout(
  language: 'en' | 'es' = 'en',
  checkout: Partial<RootState['checkout']> = {},
) {
  const services = createFakeServices({ path: '/search' })
  const view = await renderWithProviders({
    route: '/search',
    services,
    preloadedState: {
      session: signedInSession(),
      preferences: { language },
      basket: {
        ...basketWith([basketItem({ id: 'a', gear_id: infantSeat._id, quantity: 2 })]),
        popupOpen: true,
      },
      checkout: {
        ...checkoutSlice.getInitialState(),
        step: 'contact',
        status: 'idle',
        error: null,
        paymentReturn: 'idle',
        ...checkout,
      },
    },
  })
  const popup = await screen.findByRole('region', {
    name: language === 'en' ? 'Your basket' : 'Tu cesta',
  })
  return { ...view, popup }
}

const withoutPhone = () =>
  api.on('GET /api/users/profile', { body: { ...profileFixture, phone: '' } })

describe('the checkout contact form (docs/product.md, Records and storage; Validation messages)', () => {
  it('fills the phone from the profile, sends the details and the basket, then opens the quote', async () => {
    const { popup, services } = await openCheckout()
    const phone = within(popup).getByRole('textbox', { name: 'Phone number' })
    await waitFor(() => expect(phone).toHaveValue('+44 20 7946 0958'))
    await userEvent.type(
      within(popup).getByRole('textbox', { name: 'Arriving flight (optional)' }),
      'BA2704',
    )
    await userEvent.type(within(popup).getByLabelText('Lands at (optional)'), '16:05')
    await userEvent.type(
      within(popup).getByRole('textbox', { name: 'Notes for the desk (optional)' }),
      'Twins',
    )
    await userEvent.click(within(popup).getByRole('checkbox', { name: /Add the damage waiver/ }))
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue to your quote' }))
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith(`/quote/${QUOTE_ID}`))
    expect(api.callsTo('POST /api/quotes')[0]?.body).toEqual({
      gear_ids: [infantSeat._id, infantSeat._id],
      pickup_location_code: 'SVQ',
      start_date: '2027-04-09',
      end_date: '2027-04-16',
      pickup_time: '10:00',
      return_time: '18:00',
      damage_waiver: true,
      phone: '+44 20 7946 0958',
      inbound_flight: 'BA2704',
      arrival_time: '16:05',
      outbound_flight: '',
      departure_time: '',
      notes: 'Twins',
    })
    expect(screen.queryByRole('region', { name: 'Your basket' })).toBeNull()
  })

  it('says the phone is required and sends nothing', async () => {
    withoutPhone()
    const { popup } = await openCheckout()
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue to your quote' }))
    const phone = within(popup).getByRole('textbox', { name: 'Phone number' })
    expect(phone).toBeInvalid()
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Phone number is required'))
    expect(api.callsTo('POST /api/quotes')).toEqual([])
  })

  it('says a phone number is not valid until it is', async () => {
    withoutPhone()
    const { popup, services } = await openCheckout()
    const phone = within(popup).getByRole('textbox', { name: 'Phone number' })
    await userEvent.type(phone, '12 ab')
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue to your quote' }))
    expect(within(popup).getByText('Please enter a valid phone number')).toBeVisible()
    await userEvent.clear(phone)
    await userEvent.type(phone, '+34 612 345 678')
    expect(within(popup).queryByText('Please enter a valid phone number')).toBeNull()
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue to your quote' }))
    await waitFor(() => expect(services.navigate).toHaveBeenCalledWith(`/quote/${QUOTE_ID}`))
  })

  it('says each flight number must look like BA123', async () => {
    const { popup } = await openCheckout()
    const inbound = within(popup).getByRole('textbox', { name: 'Arriving flight (optional)' })
    const outbound = within(popup).getByRole('textbox', { name: 'Departing flight (optional)' })
    await userEvent.type(inbound, 'BA')
    await userEvent.type(outbound, 'Flight 2704')
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue to your quote' }))
    const message = 'Please enter a valid flight number (e.g., BA123)'
    expect(inbound).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(outbound).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(within(popup).getAllByText(message)).toHaveLength(2)
    await userEvent.clear(outbound)
    expect(within(popup).getAllByText(message)).toHaveLength(1)
    expect(api.callsTo('POST /api/quotes')).toEqual([])
  })

  it('counts the notes and refuses more than 500 characters', async () => {
    const { popup } = await openCheckout()
    const notes = within(popup).getByRole('textbox', { name: 'Notes for the desk (optional)' })
    await userEvent.click(notes)
    await userEvent.paste('x'.repeat(501))
    expect(within(popup).getByText('501 of 500 characters')).toBeVisible()
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue to your quote' }))
    expect(notes).toBeInvalid()
    expect(notes).toHaveAccessibleDescription(
      expect.stringContaining('Notes cannot exceed 500 characters'),
    )
    expect(api.callsTo('POST /api/quotes')).toEqual([])
    await userEvent.type(notes, '{Backspace}')
    expect(within(popup).queryByText('Notes cannot exceed 500 characters')).toBeNull()
  })

  it('shows the cancellation policy before anything is paid (docs/product.md, State machines)', async () => {
    const { popup } = await openCheckout()
    const policy = within(popup).getByRole('region', { name: 'Cancellation policy' })
    expect(policy).toHaveTextContent(
      'Cancel free of charge until 24 hours before pickup, and we refund your card in full. Within 24 hours of pickup, bookings cannot be cancelled.',
    )
  })

  it.each([
    [
      'the stock numbers when the gear ran out',
      stockShortage(2, 1),
      'Not enough stock available. Requested: 2, Available: 1',
    ],
    [
      'the rule when the pickup time passed',
      failure(400, 'PICKUP_IN_PAST'),
      'The pickup date and time have passed. Please select a later pickup.',
    ],
  ])('shows %s while the traveller typed', async (_case, reply, message) => {
    api.on('POST /api/quotes', reply)
    const { popup, services } = await openCheckout()
    await waitFor(() =>
      expect(within(popup).getByRole('textbox', { name: 'Phone number' })).toHaveValue(
        '+44 20 7946 0958',
      ),
    )
    await userEvent.click(within(popup).getByRole('button', { name: 'Continue to your quote' }))
    expect(await within(popup).findByRole('alert')).toHaveTextContent(message)
    expect(within(popup).getByRole('button', { name: 'Continue to your quote' })).toBeEnabled()
    expect(services.navigate).not.toHaveBeenCalled()
  })

  it('shows that the quote is being prepared and goes back to the basket on request', async () => {
    const { popup } = await openCheckout('en', { status: 'quoting' })
    expect(within(popup).getByRole('button', { name: 'Preparing your quote…' })).toBeDisabled()
    await userEvent.click(within(popup).getByRole('button', { name: 'Back to the basket' }))
    expect(await within(popup).findByRole('button', { name: 'Checkout' })).toBeVisible()
  })

  it('speaks Spanish', async () => {
    withoutPhone()
    const { popup } = await openCheckout('es')
    expect(within(popup).getByRole('heading', { name: 'Tus datos de contacto' })).toBeVisible()
    await userEvent.type(
      within(popup).getByRole('textbox', { name: 'Vuelo de llegada (opcional)' }),
      'B',
    )
    await userEvent.click(within(popup).getByRole('button', { name: 'Continuar al presupuesto' }))
    expect(within(popup).getByText('El teléfono es obligatorio')).toBeVisible()
    expect(
      within(popup).getByText('Introduce un número de vuelo válido (p. ej., BA123)'),
    ).toBeVisible()
    expect(
      within(popup).getByRole('region', { name: 'Política de cancelación' }),
    ).toHaveTextContent(/hasta 24 horas antes de la recogida/)
    await userEvent.type(within(popup).getByRole('textbox', { name: 'Teléfono' }), '12')
    expect(within(popup).getByText('Introduce un número de teléfono válido')).toBeVisible()
    await userEvent.click(
      within(popup).getByRole('textbox', { name: 'Notas para el mostrador (opcional)' }),
    )
    await userEvent.paste('x'.repeat(501))
    expect(within(popup).getByText('Las notas no pueden superar los 500 caracteres')).toBeVisible()
  })
})

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
