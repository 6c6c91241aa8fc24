import type { AppConfig } from '../../config'
import type { Db } from '../../db/client'
import type { TokenService } from '../../plugins/auth/tokens'
import type { AuditService } from '../audit'
import type { MailService } from '../mail'

/**
 * What the account services are given by their plugin. No clock: token lifetimes are checked
 * against the wall clock (jose reads it), and expiries in the database against its now().
 */
export interface AccountContext {
  db: Db
  config: Pick<AppConfig, 'publicUrl'>
  tokens: TokenService
  mail: Pick<MailService, 'enqueue'>
  /** The deletion of an account writes its audit row (docs/privacy.md). */
  audit: Pick<AuditService, 'record'>
}
