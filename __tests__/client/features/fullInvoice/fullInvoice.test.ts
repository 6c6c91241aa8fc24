import { featureInjected } from '../../../../src/client/app/lazyFeature'
import type { RootState } from '../../../../src/client/app/store'
import { fullInvoiceFeature } from '../../../../src/client/features/fullInvoice/fullInvoiceListeners'
import {
  fullInvoiceBillingChanged,
  fullInvoiceSubmitAttempted,
  selectFullInvoice,
} from '../../../../src/client/features/fullInvoice/fullInvoiceSlice'
import { basketStore, until } from '../../support/basketStore'
import { BOOKING_ID, bookingFixture } from '../../support/bookings'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { signedInSession } from '../../support/sessionState'

const PUT = `PUT /api/bookings/${BOOKING_ID}/billing-details`
const details = {
  name: 'Ana Muñoz',
  address: 'Calle Feria 3',
  postal_code: '41003',
  city: 'Sevilla',
  country: 'ES',
  tax_id: '12345678-z',
}

let api: FakeApi
afterEach(() => api.restore())

function formStore() {
  const setup = basketStore({ preloadedState: { session: signedInSession() } })
  setup.store.dispatch(featureInjected(fullInvoiceFeature))
  return setup
}
const form = (store: { getState(): unknown }) => selectFullInvoice(store.getState() as RootState)

describe('asking for a full invoice from the booking page', () => {
  it('sends details that pass the rules once, tidied, and reads the booking again', async () => {
    api = installFakeApi({
      'PUT /api/bookings/:id/billing-details': { body: bookingFixture() },
      'GET /api/bookings/:id': { body: bookingFixture() },
    })
    const { store, onListenerError } = formStore()
    store.dispatch(fullInvoiceBillingChanged({ draft: details }))
    store.dispatch(fullInvoiceSubmitAttempted({ bookingId: BOOKING_ID }))
    store.dispatch(fullInvoiceSubmitAttempted({ bookingId: BOOKING_ID }))
    await until(() => form(store).status === 'sent')
    expect(api.callsTo(PUT).map((call) => call.body)).toEqual([{ ...details, tax_id: '12345678Z' }])
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends nothing while a rule is broken', async () => {
    api = installFakeApi({})
    const { store } = formStore()
    store.dispatch(fullInvoiceBillingChanged({ draft: { ...details, tax_id: '12345678A' } }))
    store.dispatch(fullInvoiceSubmitAttempted({ bookingId: BOOKING_ID }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.callsTo(PUT)).toEqual([])
    expect(form(store).submitted).toBe(true)
  })

  it('shows the fields the server refused, by their code', async () => {
    api = installFakeApi({
      'PUT /api/bookings/:id/billing-details': reply(422, {
        statusCode: 422,
        code: 'INVALID_TAX_ID',
        message: 'Please enter a valid NIF, NIE, CIF or EU VAT number',
        details: [{ path: 'body/tax_id', message: 'x' }],
      }),
    })
    const { store } = formStore()
    store.dispatch(fullInvoiceBillingChanged({ draft: details }))
    store.dispatch(fullInvoiceSubmitAttempted({ bookingId: BOOKING_ID }))
    await until(() => form(store).status === 'failed')
    expect(form(store).error).toBe('INVALID_TAX_ID')
    expect(form(store).billing.refused).toEqual({ tax_id: 'INVALID_TAX_ID' })
  })
})
