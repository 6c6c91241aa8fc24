import { readStoredSession } from '../../../../src/client/features/session/storedSession'
import { createFakeServices } from '../../support/fakeServices'

const complete = {
  session: { access_token: 'token' },
  local: { user_id: 'u1', role: 'moderator' },
}

describe('the session found at start-up (spec 4)', () => {
  it('is authenticated when the access token, user id and role are all present', () => {
    expect(readStoredSession(createFakeServices(complete))).toEqual({ id: 'u1', role: 'moderator' })
  })

  it.each([
    ['no access token', { ...complete, session: {} }],
    ['no user id', { ...complete, local: { role: 'user' } }],
    ['no role', { ...complete, local: { user_id: 'u1' } }],
    ['an unknown role', { ...complete, local: { user_id: 'u1', role: 'superuser' } }],
  ])('is signed out with %s', (_case, storage) => {
    expect(readStoredSession(createFakeServices(storage))).toBeNull()
  })
})
