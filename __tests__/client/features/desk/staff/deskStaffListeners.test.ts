import {
  roleChangeSubmitted,
  selectStaffForm,
} from '../../../../../src/client/features/desk/staff/deskStaffSlice'
import { reply } from '../../../support/fakeApi'
import { deskStore, until } from '../deskStore'

test('an admin makes an account a moderator; a refusal is kept to show', async () => {
  const { store, api } = deskStore({
    'POST /api/desk/staff/role': reply(409, {
      success: false,
      statusCode: 409,
      code: 'OWN_ROLE_LOCKED',
      message: 'You cannot change your own role.',
    }),
  })
  store.dispatch(roleChangeSubmitted({ email: 'me@example.com', role: 'user' }))
  await until(() => selectStaffForm(store.getState()).errorCode === 'OWN_ROLE_LOCKED')
  api.on('POST /api/desk/staff/role', {
    body: {
      id: 'u1',
      email: 'new@example.com',
      first_name: 'N',
      last_name: 'M',
      role: 'moderator',
    },
  })
  store.dispatch(roleChangeSubmitted({ email: 'new@example.com', role: 'moderator' }))
  await until(() => selectStaffForm(store.getState()).done !== null)
  expect(api.calls.at(-1)?.body).toEqual({ email: 'new@example.com', role: 'moderator' })
})
