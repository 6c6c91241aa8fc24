import { replayReducerFor } from '../../../../src/client/app/lazySlices'
import { basketCheckoutStarted } from '../../../../src/client/features/basket/basketSlice'
import { selectContactMessages } from '../../../../src/client/features/checkout/checkoutSelectors'
import {
  contactDraftChanged,
  contactFormOpened,
  contactSubmitAttempted,
  contactSubmitted,
  selectCheckout,
} from '../../../../src/client/features/checkout/checkoutSlice'
import { authApi } from '../../../../src/client/features/session/authApi'
import {
  loginSubmitted,
  selectProfileSummary,
} from '../../../../src/client/features/session/sessionSlice'
import { parseReport, replayReport } from '../../../../src/client/features/support/replay'
import { sanitize } from '../../../../src/client/features/support/sanitize'
import {
  reportDownloaded,
  reportDownloadRequested,
} from '../../../../src/client/features/support/supportSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore, settle, until } from '../../support/basketStore'
import { quoteFixture } from '../../support/bookings'
import { infantSeat, infantSeatDetails, svq } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { profileFixture } from '../../support/fixtures'
import { pricingFor } from '../../support/pricing'
import checkoutTexts from '../../../../translations/en/checkout.json'

// What the traveller typed or the server answered, none of which may leave in a report.
const EMAIL = 'lucia.fernandez@example.com'
const PASSWORD = 'Viajes#Sevilla2027'
const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ1MSJ9.access-signature'
const REFRESH_TOKEN = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ exp: 2_000_000_000 })).toString('base64url')}.refresh-signature`
const PASSPORT = 'PAB8831275'
const PROFILE_PHONE = '+34 611 222 333'
const CHECKOUT_PHONE = '+34 699 887 766'
const STREET = '14 Calle Sierpes'
const BIRTH_DATE = '1988-06-14'
const EMERGENCY_NAME = 'Carmen Ruiz'

let api: FakeApi
beforeEach(() => {
  const profile = { ...profileFixture, email: EMAIL, phone: PROFILE_PHONE }
  const edited = {
    ...profile,
    passport_number: PASSPORT,
    date_of_birth: BIRTH_DATE,
    address: { ...profile.address, street: STREET, city: 'Sevilla' },
    emergency_contact: { name: EMERGENCY_NAME, phone: '+34 600 000 111', relationship: 'sister' },
  }
  api = installFakeApi({
    'POST /api/auth/login': {
      body: {
        access_token: ACCESS_TOKEN,
        refresh_token: REFRESH_TOKEN,
        expires_in: 900,
        user_id: 'u1',
        role: 'user',
        email: EMAIL,
      },
    },
    'GET /api/users/profile': { body: profile },
    'PATCH /api/users/profile': { body: edited },
    'GET /api/pickup-locations/:code': { body: svq },
    'GET /api/gear/:id': { body: infantSeatDetails('en', 6) },
    'POST /api/pricing/calculate': { body: pricingFor(17_210) },
    'POST /api/quotes': { status: 201, body: quoteFixture({ phone: CHECKOUT_PHONE }) },
  })
})
afterEach(() => api.restore())

/** Login, a profile edit with a passport number, and a checkout contact form with a phone. */
async function recordSession() {
  const session = basketStore({
    preloadedState: {
      basket: { ...basketWith([basketItem({ gear_id: infantSeat._id })]), popupOpen: true },
    },
  })
  const { store } = session
  store.dispatch(loginSubmitted({ email: EMAIL, password: PASSWORD, remember: true }))
  await until(() => selectProfileSummary(store.getState())?.email === EMAIL)
  await store.dispatch(
    authApi.endpoints.updateProfile.initiate({
      passport_number: PASSPORT,
      date_of_birth: BIRTH_DATE,
      address: { street: STREET, city: 'Sevilla' },
      emergency_contact: { name: EMERGENCY_NAME, phone: '+34 600 000 111' },
    }),
  )
  store.dispatch(basketCheckoutStarted())
  store.dispatch(
    contactSubmitted({
      contact: { phone: CHECKOUT_PHONE, inbound_flight: 'IB3102', notes: 'Twins' },
      damageWaiver: false,
    }),
  )
  await until(() => session.services.navigate.mock.calls.length > 0)
  await settle()
  return session
}

describe('a support report of a recorded session', () => {
  it('keeps no personal data or secret, and replays to the state the traveller had', async () => {
    const { store, services, onListenerError } = await recordSession()
    expect(selectCheckout(store.getState()).status).toBe('idle')

    store.dispatch(reportDownloadRequested({ description: 'The quote page did not open' }))

    await until(() => services.download.mock.calls.length > 0)
    expect(services.download).toHaveBeenCalledTimes(1)
    const [fileName, text] = services.download.mock.calls[0]!
    expect(fileName).toBe('tinytrip-report-2027-03-01T10-00-00Z.json')
    for (const secret of [
      EMAIL,
      PASSWORD,
      ACCESS_TOKEN,
      REFRESH_TOKEN,
      PASSPORT,
      PROFILE_PHONE,
      CHECKOUT_PHONE,
      STREET,
      BIRTH_DATE,
      EMERGENCY_NAME,
    ]) {
      expect(text).not.toContain(secret)
    }
    const report = JSON.parse(text) as Record<string, unknown>
    expect(report.tinytrip).toEqual({
      app_version: expect.any(String),
      language: 'en',
      route: '/',
      recorded_at: '2027-03-01T10:00:00.000Z',
    })
    expect(report.description).toBe('The quote page did not open')
    const recorded = parseReport(text)
    const types = recorded.actions.map((action) => action.type)
    expect(types).toEqual(
      expect.arrayContaining([
        'session/loginSubmitted',
        'session/loggedIn',
        'checkout/contactSubmitted',
        'support/reportDownloadRequested',
      ]),
    )

    // The live store went one step further (the dialog learnt the file was saved).
    const reducer = replayReducerFor(recorded.preloadedState, recorded.actions)
    const replayed = reducer(replayReport(recorded), reportDownloaded())
    expect(replayed).toEqual(sanitize(store.getState()))
    expect(replayed.session.authenticated).toBe(true)
    expect(replayed.basket.items).toHaveLength(1)
    expect(onListenerError).not.toHaveBeenCalled()
  })
})

describe('a report from a traveller stuck on a contact form message', () => {
  const TYPED = {
    phone: '+34 61',
    inbound_flight: 'IB3102',
    notes: 'Travelling with twins, Lucía Fernández',
  }

  async function stuckOnThePhone() {
    const session = basketStore({
      preloadedState: {
        basket: { ...basketWith([basketItem({ gear_id: infantSeat._id })]), popupOpen: true },
      },
    })
    const { store } = session
    store.dispatch(basketCheckoutStarted())
    store.dispatch(contactFormOpened())
    await until(() => store.getState().checkout?.contact.draft.phone === PROFILE_PHONE)
    store.dispatch(contactDraftChanged({ draft: { phone: TYPED.phone } }))
    store.dispatch(contactDraftChanged({ draft: { inbound_flight: TYPED.inbound_flight } }))
    store.dispatch(contactDraftChanged({ draft: { notes: TYPED.notes } }))
    store.dispatch(contactSubmitAttempted())
    await settle()
    store.dispatch(reportDownloadRequested({ description: 'Continue does nothing' }))
    await until(() => session.services.download.mock.calls.length > 0)
    return { ...session, text: session.services.download.mock.calls[0]![1] }
  }

  it('replays to "Please enter a valid phone number" and holds none of the typed values', async () => {
    const { store, text } = await stuckOnThePhone()
    expect(selectContactMessages(store.getState())).toEqual({ phone: 'INVALID_PHONE' })
    expect(api.callsTo('POST /api/quotes')).toEqual([])
    for (const typed of [...Object.values(TYPED), PROFILE_PHONE, 'Lucía', 'twins']) {
      expect(text).not.toContain(typed)
    }

    const replayed = replayReport(parseReport(text))
    const messages = selectContactMessages(replayed)
    expect(
      Object.entries(messages).map(([field, code]) => [field, checkoutTexts.Validation[code]]),
    ).toEqual([['phone', 'Please enter a valid phone number']])
    // The shape stays: which fields were filled, how long, and with what kinds of characters.
    expect(replayed.checkout?.contact).toMatchObject({
      draft: { phone: '+00 00', inbound_flight: 'XX0000', outbound_flight: '' },
      touched: { phone: true, inbound_flight: true, notes: true },
      submitted: true,
    })
    expect(replayed.checkout?.contact.draft.notes).toHaveLength(TYPED.notes.length)
  })
})
