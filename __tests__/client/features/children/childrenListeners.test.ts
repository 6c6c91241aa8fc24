import { featureInjected } from '../../../../src/client/app/lazyFeature'
import { childFormOpening } from '../../../../src/client/features/children/childForm'
import { childrenFeature } from '../../../../src/client/features/children/childrenListeners'
import {
  formDraftChanged,
  formOpened,
  formSubmitAttempted,
} from '../../../../src/client/features/forms/formsSlice'
import { sanitize } from '../../../../src/client/features/support/sanitize'
import { until } from '../../support/basketStore'
import { installFakeApi, reply, type FakeApi } from '../../support/fakeApi'
import { createFakeServices } from '../../support/fakeServices'
import { signedInSession } from '../../support/sessionState'
import { makeTestStore } from '../../support/testStore'

const CHILD = '5a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d'
const saved = { id: CHILD, name: 'Martina', birth_month: null, height_cm: 98.5, weight_kg: 14.2 }

let api: FakeApi | undefined
afterEach(() => api?.restore())

function childStore(handlers: Parameters<typeof installFakeApi>[0]) {
  api = installFakeApi(handlers)
  const store = makeTestStore({
    services: createFakeServices({ path: '/profile/u1' }),
    preloadedState: {
      session: signedInSession({ user: { id: 'u1', role: 'user' }, accessToken: 't' }),
    },
  })
  store.dispatch(featureInjected(childrenFeature))
  return { store, api }
}

test('a new child is sent once its draft passes the rules, measures as numbers', async () => {
  const { store, api } = childStore({ 'POST /api/users/children': reply(201, saved) })
  store.dispatch(formOpened(childFormOpening(null, new Date())))
  store.dispatch(
    formDraftChanged({
      form: 'child',
      draft: { name: ' Martina ', height_cm: '98,5', weight_kg: '14.2' },
    }),
  )
  store.dispatch(formSubmitAttempted({ form: 'child' }))
  await until(() => store.getState().forms.child?.status === 'sent')
  expect(api.callsTo('POST /api/users/children').map((call) => call.body)).toEqual([
    { name: 'Martina', birth_month: null, height_cm: 98.5, weight_kg: 14.2 },
  ])
})

test('a draft that breaks a rule is not sent, and a change goes to the child it edits', async () => {
  const { store, api } = childStore({ [`PUT /api/users/children/${CHILD}`]: reply(200, saved) })
  store.dispatch(formOpened(childFormOpening(saved, new Date())))
  store.dispatch(formDraftChanged({ form: 'child', draft: { height_cm: '250' } }))
  store.dispatch(formSubmitAttempted({ form: 'child' }))
  store.dispatch(formDraftChanged({ form: 'child', draft: { height_cm: '99' } }))
  store.dispatch(formSubmitAttempted({ form: 'child' }))
  await until(() => store.getState().forms.child?.status === 'sent')
  expect(api.callsTo(`PUT /api/users/children/${CHILD}`).map((call) => call.body)).toEqual([
    { name: 'Martina', birth_month: null, height_cm: 99, weight_kg: 14.2 },
  ])
})

test('the account limit is said plainly, and a support report keeps no child', async () => {
  const { store } = childStore({
    'POST /api/users/children': reply(409, { code: 'CHILD_LIMIT_REACHED', message: 'limit' }),
  })
  store.dispatch(formOpened(childFormOpening(null, new Date())))
  store.dispatch(formDraftChanged({ form: 'child', draft: { name: 'Martina' } }))
  store.dispatch(formSubmitAttempted({ form: 'child' }))
  await until(() => store.getState().forms.child?.status === 'failed')
  expect(store.getState().forms.child?.error).toBe('Children.limitFailed')
  const report = JSON.stringify(sanitize(store.getState()))
  expect(report).not.toContain('Martina')
  expect(report).toContain('"name":"Xxxxxxx"')
})
