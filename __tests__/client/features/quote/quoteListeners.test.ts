import {
  quoteContactSubmitAttempted,
  quotePageOpened,
} from '../../../../src/client/features/quote/quoteEvents'
import {
  selectQuoteContactMessages,
  selectQuotePage,
  type QuoteRootState,
} from '../../../../src/client/features/quote/quoteSelectors'
import {
  quoteContactChanged,
  quoteEditStarted,
} from '../../../../src/client/features/quote/quoteSlice'
import { sanitize } from '../../../../src/client/features/support/sanitize'
import { basketStore, settle, until } from '../../support/basketStore'
import { QUOTE_ID, failure, quoteFixture } from '../../support/bookings'
import { infantSeat, infantSeatDetails } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { signedInSession } from '../../support/sessionState'

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'GET /api/quotes/:id': { body: quoteFixture() },
    'GET /api/gear/:id': { body: infantSeatDetails('en', null) },
    'PATCH /api/quotes/:id': (call) => ({ body: { ...quoteFixture(), ...(call.body as object) } }),
  })
})
afterEach(() => api.restore())

const PATCH = `PATCH /api/quotes/${QUOTE_ID}`
const TYPED_PHONE = '+34 612 345 678'
const quotePage = (store: { getState(): unknown }) =>
  selectQuotePage(store.getState() as QuoteRootState)

async function quoteStore() {
  const setup = basketStore({ preloadedState: { session: signedInSession() } })
  setup.store.dispatch(quotePageOpened({ id: QUOTE_ID }))
  await until(() => quotePage(setup.store).quote !== null)
  return setup
}

describe('the quote page', () => {
  it('loads the quote with its items’ names, or keeps the failed status for its message', async () => {
    const { store } = await quoteStore()
    expect(quotePage(store).itemNames).toEqual({
      [infantSeat._id]: 'Maxi-Cosi Pebble 360 infant car seat',
    })
    api.on('GET /api/quotes/:id', failure(404, 'NOT_FOUND'))
    const other = basketStore({ preloadedState: { session: signedInSession() } }).store
    other.dispatch(quotePageOpened({ id: 'another-quote' }))
    await until(() => quotePage(other).loadFailed !== null)
    expect(quotePage(other)).toMatchObject({ id: 'another-quote', loadFailed: { status: 404 } })
  })
})

describe('changing the contact details', () => {
  it('starts from the quote’s details and saves the draft when it passes the rules', async () => {
    const { store, onListenerError } = await quoteStore()
    store.dispatch(quoteEditStarted())
    expect(quotePage(store).contact.draft).toEqual({
      phone: '+44 20 7946 0958',
      inbound_flight: 'BA2704',
      arrival_time: '10:40',
      outbound_flight: '',
      departure_time: '',
      notes: 'Arriving with a 6-month-old',
    })
    store.dispatch(quoteContactChanged({ draft: { phone: TYPED_PHONE } }))
    store.dispatch(quoteContactSubmitAttempted())
    await until(() => quotePage(store).saved)
    expect(api.callsTo(PATCH)[0]?.body).toEqual({
      phone: TYPED_PHONE,
      inbound_flight: 'BA2704',
      arrival_time: '10:40',
      outbound_flight: '',
      departure_time: '',
      notes: 'Arriving with a 6-month-old',
    })
    expect(quotePage(store)).toMatchObject({ editing: false, saving: false })
    expect(quotePage(store).quote?.phone).toBe(TYPED_PHONE)
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends nothing while a rule is broken, and shows its message', async () => {
    const { store } = await quoteStore()
    store.dispatch(quoteEditStarted())
    store.dispatch(quoteContactChanged({ draft: { phone: '123' } }))
    expect(selectQuoteContactMessages(store.getState())).toEqual({})
    store.dispatch(quoteContactSubmitAttempted())
    await settle()
    expect(selectQuoteContactMessages(store.getState())).toEqual({ phone: 'INVALID_PHONE' })
    expect(api.callsTo(PATCH)).toEqual([])
  })

  it.each([
    [403, 'FORBIDDEN', 'Errors.updateQuoteOwner'],
    [400, 'QUOTE_NOT_PENDING', 'Errors.updateQuotePending'],
    [500, 'INTERNAL_ERROR', 'Errors.updateQuote'],
  ])('keeps the form open after a %i %s, with %s', async (status, code, key) => {
    api.on('PATCH /api/quotes/:id', failure(status, code))
    const { store } = await quoteStore()
    store.dispatch(quoteEditStarted())
    store.dispatch(quoteContactSubmitAttempted())
    await until(() => quotePage(store).saveError !== null)
    expect(quotePage(store)).toMatchObject({ saveError: key, editing: true, saving: false })
  })

  it('leaves the typed values out of a support report, keeping their shape', async () => {
    const { store } = await quoteStore()
    store.dispatch(quoteEditStarted())
    store.dispatch(quoteContactChanged({ draft: { phone: TYPED_PHONE, notes: 'Twins' } }))
    const report = JSON.stringify(sanitize(store.getState()))
    expect(report).not.toContain(TYPED_PHONE)
    expect(report).not.toContain('Twins')
    expect(report).not.toContain('Arriving with a 6-month-old')
    const { contact } = selectQuotePage(sanitize(store.getState()) as QuoteRootState)
    expect(contact.draft).toMatchObject({ phone: '+00 000 000 000', notes: 'Xxxxx' })
  })
})
