import type { Db, Tx } from '../../db/client'
import type { AuditService } from '../audit'
import type { CatalogueService } from '../catalogue'

export type { Db, Tx } from '../../db/client'

/** What the inventory service is given by its plugin. */
export interface InventoryContext {
  db: Db
  catalogue: Pick<CatalogueService, 'lockStock' | 'stockLocationOf'>
  /** Every change is written to the audit log in its own transaction. */
  audit: Pick<AuditService, 'record'>
  now(): Date
  /** Registered through `onStockFreed`: told after a change that may free units commits. */
  freedHandlers: (() => void)[]
}

/** Tells the registered domains that units may have been freed (a change has committed). */
export const stockFreed = (ctx: Pick<InventoryContext, 'freedHandlers'>) => {
  for (const handler of ctx.freedHandlers) handler()
}

/** A reader: the database, or a transaction to read inside. */
export type Reader = Pick<Db | Tx, 'select'>

/** A unit named as the desk names it: its location and asset tag. */
export interface UnitTarget {
  locationCode: string
  assetTag: string
}
