import type { Db } from '../../db/client'
import type { DemandService } from '../demand'

export type { Db, Tx } from '../../db/client'

/** What the catalogue's services are given by their plugin. */
export interface CatalogueContext {
  db: Db
  now(): Date
  /** Where a search showing an item with nothing free counts it. */
  demand: Pick<DemandService, 'turnedAway'>
}

/** A transaction to read inside (it sees its own writes and locks); the database otherwise. */
export type Reader = Pick<Db, 'select'>
