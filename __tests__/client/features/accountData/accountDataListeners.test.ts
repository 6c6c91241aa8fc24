import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { accountDataFeature } from '../../../../src/client/features/accountData/accountDataListeners'
import {
  accountDeletionOpened,
  accountDeletionRequested,
  accountExportRequested,
  selectAccountData,
  selectAccountDeleted,
} from '../../../../src/client/features/accountData/accountDataSlice'
import { sanitize } from '../../../../src/client/features/support/sanitize'
import { until } from '../../support/basketStore'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { signedInSession } from '../../support/sessionState'
import { makeTestStore } from '../../support/testStore'

let api: FakeApi | undefined
afterEach(() => api?.restore())

function dataStore(handlers: Parameters<typeof installFakeApi>[0]) {
  api = installFakeApi(handlers)
  const services = createFakeServices({ path: '/profile/u1' })
  const store = makeTestStore({
    services,
    preloadedState: {
      session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }),
    },
  })
  store.dispatch(featureInjected(accountDataFeature))
  return { store, api, services }
}

const file = '{"format":"tinytrip-account-export","bookings":[]}'

test('the export is fetched once and saved to the device as it came, never kept in the store', async () => {
  const { store, api, services } = dataStore({
    'GET /api/users/me/export': {
      text: file,
      headers: {
        'content-type': 'application/json',
        'content-disposition': 'attachment; filename="tinytrip-account-2027-03-01.json"',
      },
    },
  })
  store.dispatch(accountExportRequested())
  expect(selectAccountData(store.getState()).exporting).toBe(true)
  await until(() => !selectAccountData(store.getState()).exporting)
  expect(api.callsTo('GET /api/users/me/export')).toHaveLength(1)
  expect(services.download.mock.calls).toEqual([
    ['tinytrip-account-2027-03-01.json', file, 'application/json'],
  ])
  expect(JSON.stringify(store.getState())).not.toContain('tinytrip-account-export')
})

test('a failed export says so and saves nothing', async () => {
  const { store, services } = dataStore({
    'GET /api/users/me/export': reply(500, { code: 'INTERNAL_ERROR' }),
  })
  store.dispatch(accountExportRequested())
  await until(() => selectAccountData(store.getState()).exportError !== null)
  expect(selectAccountData(store.getState()).exportError).toBe('INTERNAL_ERROR')
  expect(services.download).not.toHaveBeenCalled()
})

test('a refused deletion keeps the family signed in with the reason, and the password never reaches the state or a report', async () => {
  const { store, api } = dataStore({
    'POST /api/users/me/deletion': reply(409, { code: 'ACCOUNT_HAS_OPEN_BOOKINGS' }),
  })
  store.dispatch(accountDeletionOpened())
  const request = accountDeletionRequested({ password: 'Sunny#Seville1' })
  store.dispatch(request)
  await until(() => selectAccountData(store.getState()).deletion === 'confirming')
  expect(api.callsTo('POST /api/users/me/deletion').map((call) => call.body)).toEqual([
    { password: 'Sunny#Seville1' },
  ])
  expect(selectAccountData(store.getState()).deletionError).toBe('ACCOUNT_HAS_OPEN_BOOKINGS')
  expect(store.getState().session.authenticated).toBe(true)
  expect(JSON.stringify(store.getState())).not.toContain('Sunny#Seville1')
  expect(JSON.stringify(sanitize(request))).not.toContain('Sunny#Seville1')
})

test('a deletion done signs the family out and shows the profile address saying the account is gone', async () => {
  const { store, services } = dataStore({ 'POST /api/users/me/deletion': { status: 204 } })
  store.dispatch(accountDeletionOpened())
  store.dispatch(accountDeletionRequested({ password: 'Sunny#Seville1' }))
  await until(() => selectAccountDeleted(store.getState()))
  expect(store.getState().session.authenticated).toBe(false)
  expect(services.navigate).toHaveBeenLastCalledWith('/profile/u1', { replace: true })
})
