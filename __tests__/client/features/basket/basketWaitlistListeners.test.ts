import { featureInjected } from '../../../../src/client/app/lazyFeature'
import {
  basketQuantityChanged,
  selectBasket,
} from '../../../../src/client/features/basket/basketSlice'
import { waitlistFeature } from '../../../../src/client/features/waitlist/waitlistListeners'
import {
  selectWaitlistEntry,
  selectWaitlistRefusal,
  waitlistJoinAsked,
} from '../../../../src/client/features/waitlist/waitlistSlice'
import { basketItem, basketWith } from '../../support/basketState'
import { basketStore, until } from '../../support/basketStore'
import { installFakeApi, reply, type FakeApi, type FakeReply } from '../../support/fakeApi'
import { pricingFor } from '../../support/pricing'
import { signedInSession } from '../../support/sessionState'

const shortage = reply(409, {
  code: 'INSUFFICIENT_STOCK',
  message: 'Not enough stock available. Requested: 2, Available: 1',
  shortages: [{ gear_id: 'g1', requested: 2, available: 1 }],
})

let api: FakeApi | undefined
afterEach(() => api?.restore())

/** A signed-in family's basket of one seat at SVQ, the waitlist's listeners joined. */
function shortBasket(waitlistAnswer: FakeReply) {
  api = installFakeApi({
    'POST /api/pricing/calculate': (call) =>
      (call.body as { gear_ids: string[] }).gear_ids.length > 1
        ? shortage
        : { body: pricingFor(1000) },
    'POST /api/waitlist': waitlistAnswer,
  })
  const { store, onListenerError } = basketStore({
    preloadedState: {
      session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }),
      basket: basketWith([basketItem({ id: 'a', available_stock: 2 })], 'u1'),
    },
  })
  store.dispatch(featureInjected(waitlistFeature))
  return { store, api, onListenerError }
}

/** What the basket's waitlist call asks for its short item: every unit wanted. */
async function joinFromShortBasket(store: ReturnType<typeof shortBasket>['store']) {
  store.dispatch(basketQuantityChanged({ id: 'a', quantity: 2 }))
  await until(() => selectBasket(store.getState()).pricingStatus === 'failed')
  const [item] = selectBasket(store.getState()).items
  expect([item!.quantity, item!.available_stock]).toEqual([2, 1])
  const { id: _id, available_stock: _free, quantity: units, ...rental } = item!
  store.dispatch(waitlistJoinAsked({ join: { ...rental, units } }))
  return rental
}

test('a basket short for its dates joins the waitlist for the units it wanted', async () => {
  const entry = {
    _id: 'e1',
    ...basketItem({ gear_id: 'g1' }),
    units: 2,
    status: 'waiting',
    quote_id: null,
    offer_expires_at: null,
    created_at: '2027-03-01T10:00:00.000Z',
  }
  const { store, api, onListenerError } = shortBasket({ status: 201, body: entry })
  const rental = await joinFromShortBasket(store)
  await until(() => selectWaitlistEntry(store.getState(), rental) !== null)
  expect(api.callsTo('POST /api/waitlist')).toHaveLength(1)
  expect(api.callsTo('POST /api/waitlist')[0]!.body).toMatchObject({
    gear_id: 'g1',
    units: 2,
    pickup_location_code: 'SVQ',
    start_date: '2027-04-09',
    end_date: '2027-04-16',
  })
  expect(selectWaitlistEntry(store.getState(), rental)).toEqual({
    id: 'e1',
    status: 'waiting',
    quoteId: null,
  })
  expect(onListenerError).not.toHaveBeenCalled()
})

test('units freed meanwhile: the refusal is kept for the basket line, nothing joined', async () => {
  const { store } = shortBasket(reply(409, { code: 'WAITLIST_NOT_SHORT' }))
  const rental = await joinFromShortBasket(store)
  await until(() => selectWaitlistRefusal(store.getState(), rental) !== null)
  expect(selectWaitlistRefusal(store.getState(), rental)).toBe('WAITLIST_NOT_SHORT')
  expect(selectWaitlistEntry(store.getState(), rental)).toBeNull()
})
