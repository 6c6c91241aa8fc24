import type { AppConfig } from '../../config'
import { createAccountService, type AccountService } from './service'
import { domainPlugin } from '../../plugins/domain-plugin'

export type { AccountService } from './service'
export type { RoleGrant } from './roles'
export { RESET_REQUEST_MESSAGE } from './password-reset'
export { SIGNUP_MESSAGE } from './signup'
// For the seeds and the command line, which run without a server.
export { hashPassword, verifyPassword } from './passwords'
export { grantRole } from './roles'
export { revokeAllSessions } from './sessions'

/** Accounts, as `app.accounts`; the guards that check a request's token are the auth plugin's. */
export const accountsPlugin = domainPlugin(
  'accounts',
  ['database', 'auth', 'mail', 'audit'],
  (app, { config }: { config: Pick<AppConfig, 'publicUrl'> }) =>
    createAccountService({
      db: app.db,
      config: { publicUrl: config.publicUrl },
      tokens: app.tokens,
      mail: app.mail,
      audit: app.audit,
    }),
)

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountService
  }
}
