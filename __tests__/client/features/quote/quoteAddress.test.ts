import {
  quoteContactSubmitAttempted,
  quotePageOpened,
} from '../../../../src/client/features/quote/quoteEvents'
import {
  quoteAddressSelectors,
  selectQuotePage,
  type QuoteRootState,
} from '../../../../src/client/features/quote/quoteSelectors'
import {
  quoteAddressChanged,
  quoteEditStarted,
} from '../../../../src/client/features/quote/quoteSlice'
import { basketStore, until } from '../../support/basketStore'
import { QUOTE_ID, failure, quoteFixture } from '../../support/bookings'
import { infantSeatDetails, svq, svqCity } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { signedInSession } from '../../support/sessionState'

const address = {
  street: 'Calle Feria',
  number: '12',
  postal_code: '41004',
  city: 'Sevilla',
  place_name: null,
  instructions: null,
}
const deliveredQuote = quoteFixture({
  pickup_location_code: 'SVQ-CITY',
  location_type: 'delivery',
  delivery_address: address,
})

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'GET /api/quotes/:id': { body: deliveredQuote },
    'GET /api/gear/:id': { body: infantSeatDetails('en', null) },
    'GET /api/pickup-locations': ({ url }) => ({
      body: { items: url.searchParams.get('type') === 'delivery' ? [svqCity] : [svq] },
    }),
    'PATCH /api/quotes/:id': (call) => ({ body: { ...deliveredQuote, ...(call.body as object) } }),
  })
})
afterEach(() => api.restore())

const page = (store: { getState(): unknown }) => selectQuotePage(store.getState() as QuoteRootState)
const messages = (store: { getState(): unknown }) =>
  quoteAddressSelectors.selectMessages(store.getState() as QuoteRootState)

async function editing() {
  const setup = basketStore({ preloadedState: { session: signedInSession() } })
  setup.store.dispatch(quotePageOpened({ id: QUOTE_ID }))
  await until(() => page(setup.store).delivery.zone !== null)
  setup.store.dispatch(quoteEditStarted())
  return setup
}

describe('changing the delivery address of a quote', () => {
  it('starts from the quote’s address and sends the change with the contact details', async () => {
    const { store, onListenerError } = await editing()
    expect(page(store).delivery.zone?.code).toBe('SVQ-CITY')
    expect(page(store).delivery.draft).toMatchObject({ street: 'Calle Feria', place_name: '' })
    store.dispatch(quoteAddressChanged({ draft: { number: '14', place_name: 'Flat 2B' } }))
    store.dispatch(quoteContactSubmitAttempted())
    await until(() => page(store).saved)
    expect(api.callsTo(`PATCH /api/quotes/${QUOTE_ID}`)[0]?.body).toMatchObject({
      delivery_address: { ...address, number: '14', place_name: 'Flat 2B' },
    })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends nothing while the postal code is outside the zone, and says so', async () => {
    const { store } = await editing()
    store.dispatch(quoteAddressChanged({ draft: { postal_code: '29001' } }))
    store.dispatch(quoteContactSubmitAttempted())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.callsTo(`PATCH /api/quotes/${QUOTE_ID}`)).toEqual([])
    expect(messages(store)).toEqual({ postal_code: 'POSTAL_CODE_OUTSIDE_ZONE' })
  })

  it('puts the server’s refusal under its field', async () => {
    api.on('PATCH /api/quotes/:id', {
      status: 422,
      body: {
        ...failure(422, 'ADDRESS_FIELD_TOO_LONG').body,
        details: [{ path: 'body/delivery_address/instructions', message: 'too long' }],
      },
    })
    const { store } = await editing()
    store.dispatch(quoteContactSubmitAttempted())
    await until(() => page(store).saveError !== null)
    expect(messages(store)).toEqual({ instructions: 'ADDRESS_FIELD_TOO_LONG' })
  })

  it('asks no zone for a quote picked up at a desk', async () => {
    api.on('GET /api/quotes/:id', { body: quoteFixture({ delivery_address: null }) })
    const setup = basketStore({ preloadedState: { session: signedInSession() } })
    setup.store.dispatch(quotePageOpened({ id: QUOTE_ID }))
    await until(() => page(setup.store).quote !== null)
    expect(page(setup.store).delivery.zone).toBeNull()
    expect(api.callsTo('GET /api/pickup-locations')).toEqual([])
  })
})
