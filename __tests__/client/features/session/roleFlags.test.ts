import * as session from '../../../../src/client/features/session'
import type { Role } from '../../../../src/shared/domain/constants'
import { signedInSession } from '../../support/sessionState'

/** Roles and permissions: the flags a signed-in account's role gives. */
describe('the role flags of the session', () => {
  const flags = (role: Role) => {
    const state = { session: signedInSession({ user: { id: 'u1', role } }) }
    return [
      session.selectIsAdmin(state),
      session.selectIsModerator(state),
      session.selectIsUser(state),
    ]
  }

  it.each([
    ['admin', [true, false, false]],
    ['moderator', [false, true, false]],
    ['user', [false, false, true]],
  ] as const)('%s: isAdmin, isModerator, isUser are %j', (role, expected) => {
    expect(flags(role)).toEqual(expected)
  })

  it('gives a guest none of them', () => {
    const state = { session: signedInSession({ authenticated: false, user: null }) }
    expect(session.selectIsUser(state)).toBe(false)
    expect(session.selectIsAdmin(state)).toBe(false)
  })
})
