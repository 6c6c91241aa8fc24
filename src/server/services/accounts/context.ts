import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { TokenService } from './tokens'

/** What the account services need: the database, the public address and the token signer. */
export interface AccountContext {
  db: Db
  config: Pick<AppConfig, 'publicUrl' | 'signupsPerHour'>
  tokens: TokenService
}
