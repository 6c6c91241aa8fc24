import {
  contactFormOpened,
  contactSubmitAttempted,
  deliveryAddressChanged,
  deliveryAddressFieldLeft,
  deliveryZoneFound,
  selectCheckout,
} from '../../../../src/client/features/checkout/checkoutSlice'
import {
  selectDeliveryAddressMessages,
  selectDeliveryAddressProblems,
} from '../../../../src/client/features/checkout/deliveryAddressSelectors'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore, until } from '../../support/basketStore'
import { failure, quoteFixture } from '../../support/bookings'
import { svq, svqCity } from '../../support/catalogue'
import { installFakeApi, type FakeApi } from '../../support/fakeApi'
import { profileFixture } from '../../support/fixtures'
import { signedInSession } from '../../support/sessionState'

const zone = {
  code: 'SVQ-CITY',
  area: svqCity.delivery!.area,
  postal_codes: svqCity.delivery!.postal_codes,
}
const address = {
  street: ' Calle Feria ',
  number: '12',
  postal_code: '41 004',
  city: 'Sevilla',
  place_name: '',
  instructions: 'Third floor',
}

let api: FakeApi
beforeEach(() => {
  api = installFakeApi({
    'GET /api/users/profile': { body: { ...profileFixture, phone: '+34 612 345 678' } },
    'GET /api/pickup-locations': ({ url }) => ({
      body: { items: url.searchParams.get('type') === 'delivery' ? [svqCity] : [svq] },
    }),
    'POST /api/quotes': { status: 201, body: quoteFixture() },
  })
})
afterEach(() => api.restore())

function deliveryStore(locationCode = 'SVQ-CITY') {
  return basketStore({
    preloadedState: {
      session: signedInSession(),
      basket: {
        ...basketWith([basketItem({ pickup_location_code: locationCode })]),
        popupOpen: true,
      },
    },
  })
}

describe('the delivery address draft', () => {
  it('asks nothing for a pickup point', () => {
    const { store } = deliveryStore('SVQ')
    store.dispatch(contactSubmitAttempted())
    expect(selectDeliveryAddressProblems(store.getState())).toEqual([])
    expect(selectDeliveryAddressMessages(store.getState())).toEqual({})
  })

  it('shows a field’s message once it is left, and every one after submit', () => {
    const { store } = deliveryStore()
    store.dispatch(deliveryZoneFound({ zone }))
    expect(selectDeliveryAddressMessages(store.getState())).toEqual({})
    store.dispatch(deliveryAddressFieldLeft({ field: 'street' }))
    expect(selectDeliveryAddressMessages(store.getState())).toEqual({
      street: 'ADDRESS_FIELD_REQUIRED',
    })
    store.dispatch(contactSubmitAttempted())
    expect(selectDeliveryAddressMessages(store.getState())).toEqual({
      street: 'ADDRESS_FIELD_REQUIRED',
      number: 'ADDRESS_FIELD_REQUIRED',
      postal_code: 'ADDRESS_FIELD_REQUIRED',
      city: 'ADDRESS_FIELD_REQUIRED',
    })
  })

  it.each([
    ['4100', 'INVALID_POSTAL_CODE'],
    ['28001', 'POSTAL_CODE_OUTSIDE_ZONE'],
    ['41021', 'POSTAL_CODE_OUTSIDE_ZONE'],
  ])('refuses the postal code %s with %s', (postalCode, code) => {
    const { store } = deliveryStore()
    store.dispatch(deliveryZoneFound({ zone }))
    store.dispatch(deliveryAddressChanged({ draft: { ...address, postal_code: postalCode } }))
    store.dispatch(deliveryAddressFieldLeft({ field: 'postal_code' }))
    expect(selectDeliveryAddressMessages(store.getState())).toEqual({ postal_code: code })
  })

  it('takes 41020, the last postal code of the zone, and refuses a street of 121 characters', () => {
    const { store } = deliveryStore()
    store.dispatch(deliveryZoneFound({ zone }))
    store.dispatch(
      deliveryAddressChanged({
        draft: { ...address, postal_code: '41020', street: 'x'.repeat(121) },
      }),
    )
    expect(selectDeliveryAddressProblems(store.getState())).toEqual([
      { field: 'street', code: 'ADDRESS_FIELD_TOO_LONG' },
    ])
  })
})

/** Opens the checkout form, waits for the zone and the profile's phone, fills and submits. */
async function submitAddress(store: ReturnType<typeof deliveryStore>['store'], draft = address) {
  store.dispatch(contactFormOpened())
  await until(() => selectCheckout(store.getState()).delivery.zone !== null)
  await until(() => selectCheckout(store.getState()).contact.draft.phone !== '')
  store.dispatch(deliveryAddressChanged({ draft }))
  store.dispatch(contactSubmitAttempted())
}

describe('the delivery address in checkout (listeners)', () => {
  it('finds the zone when the form opens, and sends the address tidied with the quote', async () => {
    const { store, services, onListenerError } = deliveryStore()
    await submitAddress(store)
    expect(selectCheckout(store.getState()).delivery.zone).toEqual(zone)
    const [lookup] = api.callsTo('GET /api/pickup-locations')
    expect(Object.fromEntries(lookup!.url.searchParams)).toMatchObject({
      type: 'delivery',
      lang: 'en',
    })
    await until(() => services.navigate.mock.calls.length > 0)
    expect(api.callsTo('POST /api/quotes')[0]?.body).toMatchObject({
      pickup_location_code: 'SVQ-CITY',
      delivery_address: {
        street: 'Calle Feria',
        number: '12',
        postal_code: '41004',
        city: 'Sevilla',
        place_name: null,
        instructions: 'Third floor',
      },
    })
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('sends nothing while the address breaks a rule', async () => {
    const { store } = deliveryStore()
    await submitAddress(store, { ...address, postal_code: '28001' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(api.callsTo('POST /api/quotes')).toEqual([])
    expect(selectDeliveryAddressMessages(store.getState())).toEqual({
      postal_code: 'POSTAL_CODE_OUTSIDE_ZONE',
    })
  })

  it('puts the server’s refusal under its field until the field changes', async () => {
    api.on('POST /api/quotes', {
      status: 422,
      body: {
        ...failure(422, 'POSTAL_CODE_OUTSIDE_ZONE').body,
        details: [{ path: 'body/delivery_address/postal_code', message: 'We deliver only in …' }],
      },
    })
    const { store, onListenerError } = deliveryStore()
    await submitAddress(store)
    await until(() => selectCheckout(store.getState()).error !== null)
    expect(selectCheckout(store.getState()).error).toEqual({
      kind: 'delivery',
      code: 'POSTAL_CODE_OUTSIDE_ZONE',
    })
    expect(selectDeliveryAddressMessages(store.getState())).toEqual({
      postal_code: 'POSTAL_CODE_OUTSIDE_ZONE',
    })
    store.dispatch(deliveryAddressChanged({ draft: { postal_code: '41005' } }))
    expect(selectDeliveryAddressMessages(store.getState())).toEqual({})
    expect(onListenerError).not.toHaveBeenCalled()
  })

  it('shows the lead time refused by the server as a checkout error', async () => {
    api.on('POST /api/quotes', failure(422, 'DELIVERY_LEAD_TIME_PASSED'))
    const { store } = deliveryStore()
    await submitAddress(store)
    await until(() => selectCheckout(store.getState()).error !== null)
    expect(selectCheckout(store.getState()).error).toEqual({
      kind: 'delivery',
      code: 'DELIVERY_LEAD_TIME_PASSED',
    })
  })
})
