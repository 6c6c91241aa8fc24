import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { waitlistFeature } from '../../../../src/client/features/waitlist/waitlistListeners'
import {
  selectWaitlistEntry,
  selectWaitlistRefusal,
  selectWaitlistSending,
  waitlistJoinAsked,
  waitlistLeaveAsked,
  waitlistWanted,
} from '../../../../src/client/features/waitlist/waitlistSlice'
import {
  selectWaitlistLeaveLink,
  waitlistLeaveFeature,
  waitlistLeaveLinkOpened,
} from '../../../../src/client/features/waitlist/waitlistLeaveLink'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { signedInSession } from '../../support/sessionState'
import { makeTestStore } from '../../support/testStore'

const GEAR = '2f1c3a4b-5d6e-4f70-8a9b-0c1d2e3f4a5b'
const JOIN = {
  gear_id: GEAR,
  units: 1,
  pickup_location_code: 'SVQ',
  start_date: '2027-04-09',
  end_date: '2027-04-16',
  pickup_time: '10:00',
  return_time: '18:00',
}
const entry = (status: string, id = 'e1') => ({
  _id: id,
  ...JOIN,
  status,
  quote_id: status === 'offered' ? 'q1' : null,
  offer_expires_at: null,
  created_at: '2027-03-01T10:00:00.000Z',
})

let api: FakeApi | undefined
afterEach(() => api?.restore())

function waitlistStore(handlers: Parameters<typeof installFakeApi>[0], signedIn = true) {
  api = installFakeApi(handlers)
  const onListenerError = jest.fn()
  const store = makeTestStore({
    services: createFakeServices({ path: '/search' }),
    preloadedState: signedIn
      ? { session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }) }
      : {},
    onListenerError,
  })
  store.dispatch(featureInjected(waitlistFeature))
  store.dispatch(featureInjected(waitlistLeaveFeature))
  return { store, api, onListenerError }
}

async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

test("the family's open entries are read, closed ones are not places in line", async () => {
  const { store, api } = waitlistStore({
    'GET /api/waitlist': {
      body: {
        entries: [entry('offered'), { ...entry('expired', 'e0'), start_date: '2027-05-01' }],
      },
    },
  })
  store.dispatch(waitlistWanted())
  await until(() => selectWaitlistEntry(store.getState(), JOIN) !== null)
  expect(selectWaitlistEntry(store.getState(), JOIN)).toEqual({
    id: 'e1',
    status: 'offered',
    quoteId: 'q1',
  })
  expect(selectWaitlistEntry(store.getState(), { ...JOIN, start_date: '2027-05-01' })).toBeNull()
  expect(api.callsTo('/api/waitlist')).toHaveLength(1)
})

test('a signed-out visitor reads nothing', async () => {
  const { store, api } = waitlistStore({}, false)
  store.dispatch(waitlistWanted())
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(api.calls).toHaveLength(0)
})

test('joining sends once, in the chosen language, and shows the place in line', async () => {
  const { store, api, onListenerError } = waitlistStore({
    'POST /api/waitlist': { status: 201, body: entry('waiting') },
  })
  store.dispatch(waitlistJoinAsked({ join: JOIN }))
  store.dispatch(waitlistJoinAsked({ join: JOIN }))
  expect(selectWaitlistSending(store.getState(), JOIN)).toBe('joining')
  await until(() => selectWaitlistEntry(store.getState(), JOIN) !== null)
  expect(api.callsTo('POST /api/waitlist')).toHaveLength(1)
  expect(api.calls[0]!.body).toEqual(JOIN)
  expect(api.calls[0]!.path).toBe('/api/waitlist?lang=en')
  expect(selectWaitlistSending(store.getState(), JOIN)).toBeNull()
  expect(onListenerError).not.toHaveBeenCalled()
})

test("the server's refusal is kept, and nothing is joined", async () => {
  const { store } = waitlistStore({
    'POST /api/waitlist': reply(409, { code: 'WAITLIST_NOT_SHORT' }),
  })
  store.dispatch(waitlistJoinAsked({ join: JOIN }))
  await until(() => selectWaitlistRefusal(store.getState(), JOIN) !== null)
  expect(selectWaitlistRefusal(store.getState(), JOIN)).toBe('WAITLIST_NOT_SHORT')
  expect(selectWaitlistEntry(store.getState(), JOIN)).toBeNull()
})

test('leaving deletes the entry on the server and the place in line goes', async () => {
  const { store, api } = waitlistStore({
    'POST /api/waitlist': { status: 201, body: entry('waiting') },
    'DELETE /api/waitlist/:id': { body: entry('left') },
  })
  store.dispatch(waitlistJoinAsked({ join: JOIN }))
  await until(() => selectWaitlistEntry(store.getState(), JOIN) !== null)
  store.dispatch(waitlistLeaveAsked({ rental: JOIN }))
  await until(() => selectWaitlistEntry(store.getState(), JOIN) === null)
  expect(api.callsTo('DELETE /api/waitlist/e1')).toHaveLength(1)
})

test("the email's leave link takes the family off the list without signing in", async () => {
  const { store, api } = waitlistStore(
    { 'POST /api/waitlist-links/leave': { body: entry('left') } },
    false,
  )
  store.dispatch(waitlistLeaveLinkOpened({ token: 'signed.token' }))
  await until(() => selectWaitlistLeaveLink(store.getState()).status === 'left')
  expect(api.calls[0]!.body).toEqual({ token: 'signed.token' })
})

test.each([
  [reply(400, { code: 'INVALID_LINK' }), 'INVALID_LINK'],
  [reply(410, { code: 'LINK_EXPIRED' }), 'LINK_EXPIRED'],
  [reply(409, { code: 'WAITLIST_CLOSED' }), 'WAITLIST_CLOSED'],
  [reply(500, { code: 'INTERNAL_ERROR' }), 'FAILED'],
])('a refused leave link says why', async (answer, problem) => {
  const { store } = waitlistStore({ 'POST /api/waitlist-links/leave': answer }, false)
  store.dispatch(waitlistLeaveLinkOpened({ token: 'signed.token' }))
  await until(() => selectWaitlistLeaveLink(store.getState()).problem !== null)
  expect(selectWaitlistLeaveLink(store.getState())).toEqual({ status: 'idle', problem })
})
