import type { RootState } from '../../../../src/client/app/store'
import { selectBasket } from '../../../../src/client/features/basket/basketSlice'
import {
  bookingRequested,
  contactDraftChanged,
  contactSubmitted,
  paymentReturned,
  selectCheckout,
} from '../../../../src/client/features/checkout/checkoutSlice'
import {
  PAYMENT_POLL_MS,
  PAYMENT_POLL_TRIES,
} from '../../../../src/client/features/checkout/checkoutFlows'
import { paymentReturnLeft } from '../../../../src/client/features/checkout/paymentEvents'
import { loggedIn } from '../../../../src/client/features/session/sessionSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore, until } from '../../support/basketStore'
import {
  BOOKING_ID,
  QUOTE_ID,
  bookingFixture,
  failure,
  stockShortage,
  quoteFixture,
  unpaidBooking,
} from '../../support/bookings'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { createFakeServices, DEFAULT_NOW } from '../../support/fakeServices'
import { sessionTokens, signedInSession, storedSession } from '../../support/sessionState'

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'POST /api/quotes': { status: 201, body: quoteFixture() },
    'POST /api/bookings': { status: 201, body: unpaidBooking() },
    'POST /api/bookings/:id/checkout': {
      body: { url: 'https://pay.example/session/cs_1', session_id: 'cs_1' },
    },
  })
})
afterEach(() => api.restore())

const contact = {
  phone: '+34 612 345 678',
  inbound_flight: 'BA2704',
  outbound_flight: '',
  notes: 'Two car seats, please',
}

/** A signed-in traveller in `language` with two car seats and a stroller in the popup. */
function checkoutStore(
  language: 'en' | 'es' = 'en',
  overrides: Partial<RootState> = {},
  services = createFakeServices(),
) {
  return basketStore({
    services,
    preloadedState: {
      session: signedInSession(),
      preferences: { language },
      basket: {
        ...basketWith([
          basketItem({ id: 'a', gear_id: 'g1', quantity: 2 }),
          basketItem({ id: 'b', gear_id: 'g2', quantity: 1 }),
        ]),
        popupOpen: true,
      },
      ...overrides,
    },
  })
}

const submitContact = (damageWaiver = true) => contactSubmitted({ contact, damageWaiver })

describe('the contact form becomes a quote (docs/product.md, State machines)', () => {
  it('posts the basket as a quote, closes the popup and opens /quote/{id}', async () => {
    const { store, services, onListenerError } = checkoutStore('es')
    store.dispatch(submitContact())
    expect(selectCheckout(store.getState()).status).toBe('quoting')
    await until(() => services.navigate.mock.calls.length > 0)
    const [call] = api.callsTo('POST /api/quotes')
    expect(call?.body).toEqual({
      gear_ids: ['g1', 'g1', 'g2'],
      pickup_location_code: 'SVQ',
      start_date: '2027-04-09',
      end_date: '2027-04-16',
      pickup_time: '10:00',
      return_time: '18:00',
      damage_waiver: true,
      ...contact,
    })
    expect(call?.url.searchParams.get('lang')).toBe('es')
    expect(services.navigate).toHaveBeenCalledWith(`/quote/${QUOTE_ID}`)
    expect(selectBasket(store.getState()).popupOpen).toBe(false)
    expect(selectCheckout(store.getState())).toMatchObject({
      step: 'basket',
      status: 'idle',
      error: null,
    })
    expect(selectBasket(store.getState()).items).toHaveLength(2)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends the damage waiver off when the traveller left it unticked', async () => {
    const { store, services } = checkoutStore()
    store.dispatch(submitContact(false))
    await until(() => services.navigate.mock.calls.length > 0)
    expect(api.callsTo('POST /api/quotes')[0]?.body).toMatchObject({ damage_waiver: false })
  })

  it.each([
    ['an expired hold', failure(409, 'QUOTE_EXPIRED'), { kind: 'quote_expired' }],
    ['missing stock', stockShortage(2, 1), { kind: 'stock', requested: 2, available: 1 }],
    ['any other failure', failure(500, 'INTERNAL_ERROR'), { kind: 'create_quote' }],
    ['a 400', failure(400, 'INVALID_PHONE'), { kind: 'create_quote' }],
    [
      'a rental period that no longer passes',
      failure(400, 'PICKUP_IN_PAST'),
      { kind: 'period', code: 'PICKUP_IN_PAST' },
    ],
  ])('keeps the form open with the right message after %s', async (_case, reply, error) => {
    api.on('POST /api/quotes', reply)
    const { store, services, onListenerError } = checkoutStore()
    store.dispatch(submitContact())
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(selectCheckout(store.getState()).error).toEqual(error)
    expect(services.navigate).not.toHaveBeenCalledWith(expect.stringMatching(/^\/quote\//))
    expect(selectBasket(store.getState()).popupOpen).toBe(true)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('does not leave the form waiting when the basket emptied in the meantime', async () => {
    const { store, onListenerError } = checkoutStore('en', { basket: basketWith([]) })
    store.dispatch(submitContact())
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(selectCheckout(store.getState()).error).toEqual({ kind: 'create_quote' })
    expect(api.callsTo('POST /api/quotes')).toEqual([])
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

describe('a checkout call answered 401 (docs/product.md, Calls: one refresh and one retry)', () => {
  const refreshed = {
    access_token: 'access-2',
    refresh_token: `h.${Buffer.from(JSON.stringify({ exp: 2e9 })).toString('base64url')}.s`,
    expires_in: 900,
  }

  it('asks for a login when the retry with fresh tokens is refused too', async () => {
    api.on('POST /api/auth/refresh', { body: refreshed })
    api.on('POST /api/quotes', failure(401, 'UNAUTHORIZED'))
    const { store, onListenerError } = basketStore({
      services: createFakeServices(storedSession()),
      preloadedState: { session: signedInSession(), basket: basketWith([basketItem()]) },
    })
    store.dispatch(submitContact())
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(api.callsTo('POST /api/quotes').map((call) => call.headers.authorization)).toEqual([
      'Bearer access-1',
      'Bearer access-2',
    ])
    expect(selectCheckout(store.getState()).error).toEqual({ kind: 'auth_required' })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends the traveller to log in when the session cannot be renewed, and starts afresh after', async () => {
    api.on('POST /api/bookings', failure(401, 'UNAUTHORIZED'))
    const services = createFakeServices({ path: `/quote/${QUOTE_ID}` })
    const { store, onListenerError } = checkoutStore('en', {}, services)
    store.dispatch(bookingRequested({ quoteId: QUOTE_ID }))
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(services.navigate).toHaveBeenCalledWith(
      `/login?redirect=${encodeURIComponent(`/quote/${QUOTE_ID}`)}`,
      { replace: true },
    )
    expect(selectCheckout(store.getState()).error).toEqual({
      kind: 'auth_required',
      about: QUOTE_ID,
    })
    store.dispatch(
      loggedIn({
        user: { id: 'u1', role: 'user' },
        email: 'emma@example.com',
        grant: sessionTokens(DEFAULT_NOW),
      }),
    )
    expect(selectCheckout(store.getState())).toMatchObject({ status: 'idle', error: null })
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

describe('booking a quote and going to pay', () => {
  it('books once per quote, empties the basket and sends the traveller to the payment page', async () => {
    const { store, services, onListenerError } = checkoutStore()
    store.dispatch(bookingRequested({ quoteId: QUOTE_ID }))
    expect(selectCheckout(store.getState()).status).toBe('booking')
    await until(() => services.redirect.mock.calls.length > 0)
    const [booking] = api.callsTo('POST /api/bookings')
    expect(booking?.body).toEqual({ quote_id: QUOTE_ID })
    expect(booking?.headers['idempotency-key']).toBe(`book-${QUOTE_ID}`)
    expect(api.callsTo(`POST /api/bookings/${BOOKING_ID}/checkout`)).toHaveLength(1)
    expect(services.redirect).toHaveBeenCalledWith('https://pay.example/session/cs_1')
    expect(selectBasket(store.getState()).items).toEqual([])
    expect(selectCheckout(store.getState()).status).toBe('paying')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends the same Idempotency-Key when the traveller tries again', async () => {
    api.on('POST /api/bookings', failure(503, 'SERVICE_UNAVAILABLE'))
    const { store } = checkoutStore()
    store.dispatch(bookingRequested({ quoteId: QUOTE_ID }))
    await until(() => selectCheckout(store.getState()).status === 'idle')
    store.dispatch(bookingRequested({ quoteId: QUOTE_ID }))
    await until(() => api.callsTo('POST /api/bookings').length === 2)
    const keys = api.callsTo('POST /api/bookings').map((call) => call.headers['idempotency-key'])
    expect(keys).toEqual([`book-${QUOTE_ID}`, `book-${QUOTE_ID}`])
  })

  it.each([
    ['an expired quote', failure(409, 'QUOTE_EXPIRED'), { kind: 'quote_expired' }],
    [
      'gear gone since the quote',
      failure(409, 'INSUFFICIENT_STOCK', 'The gear of this quote is no longer available.'),
      { kind: 'gear_gone' },
    ],
    ['any other failure', failure(500, 'INTERNAL_ERROR'), { kind: 'create_booking' }],
  ])('keeps the basket and says why after %s', async (_case, reply, error) => {
    api.on('POST /api/bookings', reply)
    const { store, services, onListenerError } = checkoutStore()
    store.dispatch(bookingRequested({ quoteId: QUOTE_ID }))
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(selectCheckout(store.getState()).error).toEqual({ ...error, about: QUOTE_ID })
    expect(selectBasket(store.getState()).items).toHaveLength(2)
    expect(services.redirect).not.toHaveBeenCalled()
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('opens the booking page with the checkout message when the payment page cannot start', async () => {
    api.on('POST /api/bookings/:id/checkout', failure(502, 'PAYMENT_PROVIDER_ERROR'))
    const { store, services, onListenerError } = checkoutStore()
    store.dispatch(bookingRequested({ quoteId: QUOTE_ID }))
    await until(() => services.navigate.mock.calls.length > 0)
    expect(services.navigate).toHaveBeenCalledWith(`/booking/${BOOKING_ID}`)
    expect(services.redirect).not.toHaveBeenCalled()
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'idle',
      error: { kind: 'checkout', about: BOOKING_ID },
    })
    expect(selectBasket(store.getState()).items).toEqual([])
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

describe('back from the payment page (success redirect in docs/product.md, Routes and guard)', () => {
  const returned = paymentReturned({ bookingId: BOOKING_ID, sessionId: 'cs_1' })
  const confirmCalls = () => api.callsTo(`POST /api/bookings/${BOOKING_ID}/payment/confirm`)
  afterEach(() => jest.useRealTimers())

  it('confirms with the server and shows the paid booking, replacing the return address', async () => {
    api.on('POST /api/bookings/:id/payment/confirm', { body: bookingFixture() })
    const { store, services, onListenerError } = checkoutStore('es')
    store.dispatch(returned)
    expect(selectCheckout(store.getState()).status).toBe('confirming')
    await until(() => services.navigate.mock.calls.length > 0)
    const [call] = api.callsTo(`POST /api/bookings/${BOOKING_ID}/payment/confirm`)
    expect(call?.body).toEqual({ session_id: 'cs_1' })
    expect(call?.url.searchParams.get('lang')).toBe('es')
    expect(services.navigate).toHaveBeenCalledWith(`/booking/${BOOKING_ID}?paid=1`, {
      replace: true,
    })
    expect(selectCheckout(store.getState())).toMatchObject({
      status: 'idle',
      paymentReturn: 'idle',
    })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('says the payment has not arrived when the booking is still unpaid', async () => {
    api.on('POST /api/bookings/:id/payment/confirm', { body: unpaidBooking() })
    const { store, services } = checkoutStore()
    store.dispatch(returned)
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(selectCheckout(store.getState()).paymentReturn).toBe('not_paid')
    expect(services.navigate).not.toHaveBeenCalled()
    store.dispatch(paymentReturnLeft())
  })

  it('asks again every few seconds until the payment arrives, then shows the booking', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    let paid = false
    api.on('POST /api/bookings/:id/payment/confirm', () => ({
      body: paid ? bookingFixture() : unpaidBooking(),
    }))
    const { store, services, onListenerError } = checkoutStore()
    store.dispatch(returned)
    await until(() => selectCheckout(store.getState()).paymentReturn === 'not_paid')
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS)
    await until(() => confirmCalls().length === 2)
    expect(selectCheckout(store.getState()).paymentReturn).toBe('not_paid')
    paid = true
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS)
    await until(() => services.navigate.mock.calls.length > 0)
    expect(services.navigate).toHaveBeenCalledWith(`/booking/${BOOKING_ID}?paid=1`, {
      replace: true,
    })
    expect(selectCheckout(store.getState()).paymentReturn).toBe('idle')
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('stops asking once the page is left, and after ten tries', async () => {
    jest.useFakeTimers({ advanceTimers: true })
    api.on('POST /api/bookings/:id/payment/confirm', { body: unpaidBooking() })
    const left = checkoutStore().store
    left.dispatch(returned)
    await until(() => confirmCalls().length === 1)
    left.dispatch(paymentReturnLeft())
    await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS * 5)
    expect(confirmCalls()).toHaveLength(1)
    const { store } = checkoutStore()
    store.dispatch(returned)
    for (let tick = 0; tick < PAYMENT_POLL_TRIES + 3; tick++) {
      await jest.advanceTimersByTimeAsync(PAYMENT_POLL_MS)
    }
    expect(confirmCalls()).toHaveLength(1 + PAYMENT_POLL_TRIES)
    expect(selectCheckout(store.getState()).paymentReturn).toBe('not_paid')
  })

  it('says the check failed when the server cannot answer', async () => {
    api.on('POST /api/bookings/:id/payment/confirm', failure(500, 'INTERNAL_ERROR'))
    const { store, services, onListenerError } = checkoutStore()
    store.dispatch(returned)
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(selectCheckout(store.getState()).paymentReturn).toBe('failed')
    expect(services.navigate).not.toHaveBeenCalled()
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

describe('the promo code at checkout (docs/product.md, Promo codes)', () => {
  const withCode = (refusal: 'PROMO_EXPIRED' | null = null) => ({
    basket: {
      ...basketWith([basketItem({ id: 'a', gear_id: 'g1', quantity: 2 })]),
      popupOpen: true,
      promo_code: 'SUMMER-10',
      promo_refusal: refusal,
    },
  })

  it('quotes with the code the basket is priced with', async () => {
    const { store, services } = checkoutStore('en', withCode())
    store.dispatch(submitContact())
    await until(() => services.navigate.mock.calls.length > 0)
    expect(api.callsTo('POST /api/quotes')[0]?.body).toMatchObject({ promo_code: 'SUMMER-10' })
  })

  it('quotes without a code the server already refused', async () => {
    const { store, services } = checkoutStore('en', withCode('PROMO_EXPIRED'))
    store.dispatch(submitContact())
    await until(() => services.navigate.mock.calls.length > 0)
    expect(api.callsTo('POST /api/quotes')[0]?.body).not.toHaveProperty('promo_code')
  })

  it('says why when the code is refused at the quote, keeps the form, and drops the code from the price', async () => {
    api.on('POST /api/quotes', failure(422, 'PROMO_USED_UP'))
    const { store, services, onListenerError } = checkoutStore('en', withCode())
    store.dispatch(contactDraftChanged({ draft: { phone: contact.phone } }))
    store.dispatch(submitContact())
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(selectCheckout(store.getState()).error).toEqual({ kind: 'promo', code: 'PROMO_USED_UP' })
    expect(selectCheckout(store.getState()).contact.draft.phone).toBe(contact.phone)
    expect(selectBasket(store.getState()).promo_refusal).toBe('PROMO_USED_UP')
    expect(services.navigate).not.toHaveBeenCalled()
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('says why when the code ran out between the quote and the booking', async () => {
    api.on('POST /api/bookings', failure(409, 'PROMO_USED_UP'))
    const { store } = checkoutStore()
    store.dispatch(bookingRequested({ quoteId: QUOTE_ID }))
    await until(() => selectCheckout(store.getState()).status === 'idle')
    expect(selectCheckout(store.getState()).error).toEqual({
      kind: 'promo',
      code: 'PROMO_USED_UP',
      about: QUOTE_ID,
    })
  })
})
