import type { Db, Tx } from '../../db/client'
import type { promoCodes } from '../../db/schema'
import type { AuditService } from '../audit'

export type { Db, Tx } from '../../db/client'
export type PromoRow = typeof promoCodes.$inferSelect

/** What the promotions service is given by its plugin. */
export interface PromotionsContext {
  db: Db
  audit: Pick<AuditService, 'record'>
  now(): Date
}

/** A transaction to read inside; the database otherwise. */
export type Reader = Pick<Db, 'select'>
export type Writer = Pick<Tx, 'select' | 'update' | 'insert'>
