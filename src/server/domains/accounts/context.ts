import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { TokenService } from '../../plugins/auth/tokens'
import type { MailService } from '../mail'

/** What the account services are given by their plugin. */
export interface AccountContext {
  db: Db
  config: Pick<AppConfig, 'publicUrl'>
  tokens: TokenService
  mail: Pick<MailService, 'enqueue'>
}
